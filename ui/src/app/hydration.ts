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

/**
 * Serialises page state into a `<script type="application/json">` body that cannot close the tag or
 * start a comment, whatever the strings inside contain.
 */
export function serializePageState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
