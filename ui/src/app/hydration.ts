import { isDeepFrozen, keptForFrozen } from './frozen-values';

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
 * start a comment, whatever the strings inside contain; its frozen parts are written once (`jsonOf`).
 */
export function serializePageState(state: unknown): string {
  return scriptSafe(jsonOf(state, 0) ?? 'null');
}

/** JSON for a `<script>` body (structured data, for one), as `serializePageState` makes it safe. */
export function scriptJson(value: unknown): string {
  return scriptSafe(JSON.stringify(value) ?? 'null');
}

function scriptSafe(json: string): string {
  // One pass over the (often large) JSON instead of one per character.
  return json.replace(UNSAFE_IN_SCRIPT, (c) => SCRIPT_ESCAPES[c] ?? c);
}

/**
 * How deep the page state is walked, member by member, to find its frozen parts; from there on a part
 * is written by `JSON.stringify` in one call (native, faster than any walk). A page's shared parts (a
 * listing, a product, a content page, ADR 0013) sit at the fourth level: the boot data, the page's state
 * by store, a store's own, its parts.
 */
const PART_DEPTH = 3;

const writtenParts = new WeakMap<object, string | undefined>();

/**
 * `JSON.stringify(value)`, with the JSON of each frozen part written once while it lives
 * (`frozen-values.ts`): a listing a server shares between its guests is most of their pages' state.
 * The same text as `JSON.stringify` for any value (property-tested).
 */
function jsonOf(value: unknown, depth: number): string | undefined {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  if (isDeepFrozen(value)) return keptForFrozen(writtenParts, value, (part: object) => JSON.stringify(part));
  if (depth >= PART_DEPTH || !isPlainContainer(value)) return JSON.stringify(value);
  if (Array.isArray(value)) {
    let json = '[';
    for (let i = 0; i < value.length; i++)
      json += `${i > 0 ? ',' : ''}${jsonOf(value[i], depth + 1) ?? 'null'}`;
    return `${json}]`;
  }
  let json = '{';
  for (const key of Object.keys(value)) {
    const item = jsonOf((value as Record<string, unknown>)[key], depth + 1);
    if (item !== undefined) json += `${json.length > 1 ? ',' : ''}${JSON.stringify(key)}:${item}`;
  }
  return `${json}}`;
}

/** An array or an object of plain data, which JSON writes member by member (no `toJSON`, no box). */
function isPlainContainer(value: object): boolean {
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
