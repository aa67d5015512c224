/**
 * A store whose state is rendered on the server and handed to the browser inside the page, so the
 * client hydrates from it without a second fetch.
 */
export interface Hydratable {
  /** A stable key under which the state travels. */
  readonly hydrationKey: string;
  /** JSON-safe state to send to the browser. */
  dehydrate(): unknown;
  /** Takes the state the server sent; ignores anything it cannot read. */
  hydrate(state: unknown): void;
}

/** The state of every hydratable store, keyed by its `hydrationKey`. */
export type PageState = Record<string, unknown>;

/**
 * The hydratable stores a page has made so far. The server dehydrates only these: a store the page
 * never used has nothing to hand over (the browser makes it afresh, as it would have been), and making
 * every store of the shop for each render only to ask for its empty state cost a fifth of a listing
 * page's CPU.
 */
export class HydrationRegistry {
  private readonly made = new Set<Hydratable>();

  /** Called as each hydratable store is made (an activation of its binding). */
  add(store: Hydratable): void {
    this.made.add(store);
  }

  stores(): Hydratable[] {
    return [...this.made];
  }
}

/** Collects the state of stores after the server's loaders ran. */
export function dehydrateAll(stores: readonly Hydratable[]): PageState {
  const state: PageState = {};
  for (const store of stores) state[store.hydrationKey] = store.dehydrate();
  return state;
}

/** Hands each store its part of the page state. */
export function hydrateAll(stores: readonly Hydratable[], state: PageState): void {
  for (const store of stores) {
    if (store.hydrationKey in state) store.hydrate(state[store.hydrationKey]);
  }
}

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const SCRIPT_ESCAPES: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * Serialises page state into a `<script type="application/json">` body that cannot close the tag or
 * start a comment, whatever the strings inside contain.
 */
export function serializePageState(state: unknown): string {
  // One pass over the (often large) JSON instead of one per character.
  return JSON.stringify(state).replace(UNSAFE_IN_SCRIPT, (c) => SCRIPT_ESCAPES[c] ?? c);
}
