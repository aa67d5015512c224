/**
 * Lists of records written once per shape instead of once per record: `[{id:1,name:"a"},{id:2,name:"b"}]`
 * travels as `{"$r":["id","name"],"v":[[1,"a"],[2,"b"]]}`. A page's state is mostly such lists (the
 * products, the filter values, the category tree), and their keys were a third of it. The packing is
 * exact for any JSON value (property-tested), and a list is packed only where that is shorter.
 *
 * Shapes: with one shape `$r` holds its keys and every row is the values in that order; with several,
 * `$r` holds the list of shapes and every row starts with its shape's index. An object of the state that
 * has a `$r` key of its own travels as its entries (`{"$r":0,"e":[[key,value],…]}`), so nothing is
 * mistaken for a packed list.
 */

import { keptForFrozen } from './frozen-values';

const MARK = '$r';
const ROWS = 'v';
const ENTRIES = 'e';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Sets an own property, also one named `__proto__` (as JSON.parse makes it), which `=` would not. */
function put(object: JsonObject, key: string, value: Json): void {
  if (key === '__proto__')
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The page state with its lists of records packed. Values JSON would drop or change are left as they
 * are. The input is never changed, and a part with nothing to pack is reused rather than copied (this
 * runs on every server render).
 */
export function packRecords(value: unknown): unknown {
  // A frozen part (a catalogue answer the server shares, ADR 0013) is packed once while it lives.
  if (Array.isArray(value)) return keptForFrozen(packedParts, value, packArray);
  return isObject(value) ? keptForFrozen(packedParts, value, packObject) : value;
}

const packedParts = new WeakMap<object, Json>();

function packArray(items: readonly unknown[]): Json {
  let copy: Json[] | undefined;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const packed = packRecords(item) as Json;
    if (copy === undefined && packed !== item) copy = items.slice(0, i) as Json[];
    copy?.push(packed);
  }
  return packList(copy ?? (items as Json[]));
}

function packObject(value: JsonObject): Json {
  let copy: JsonObject | undefined;
  // Own enumerable keys, as JSON.stringify writes them (a `for…in` would walk the prototype chain too).
  const keys = Object.keys(value);
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k] as string;
    const item = value[key];
    // As JSON.stringify: a property without a JSON value is not written.
    const dropped = item === undefined || typeof item === 'function';
    const packed = dropped ? undefined : (packRecords(item) as Json);
    if (copy === undefined && (dropped || packed !== item)) copy = copyOfFirst(value, keys, k);
    if (copy !== undefined && packed !== undefined) put(copy, key, packed);
  }
  const packed = copy ?? value;
  if (Object.hasOwn(packed, MARK)) {
    return { [MARK]: 0, [ENTRIES]: Object.entries(packed) };
  }
  return packed;
}

/** A copy of an object's properties under its first `count` keys. */
function copyOfFirst(value: JsonObject, keys: readonly string[], count: number): JsonObject {
  const copy: JsonObject = {};
  for (let i = 0; i < count; i++) {
    const key = keys[i] as string;
    put(copy, key, value[key] as Json);
  }
  return copy;
}

/** Puts back what `packRecords` packed; anything else comes back as it is. */
export function unpackRecords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(unpackRecords);
  if (!isObject(value)) return value;
  if (Object.hasOwn(value, MARK)) return unpackMarked(value);
  const unpacked: JsonObject = {};
  for (const key of Object.keys(value)) put(unpacked, key, unpackRecords(value[key]) as Json);
  return unpacked;
}

function unpackMarked(value: JsonObject): unknown {
  const mark = value[MARK];
  if (mark === 0) {
    const entries = value[ENTRIES];
    const object: JsonObject = {};
    if (Array.isArray(entries)) {
      for (const entry of entries) {
        if (Array.isArray(entry) && typeof entry[0] === 'string')
          put(object, entry[0], unpackRecords(entry[1]) as Json);
      }
    }
    return object;
  }
  const rows = Array.isArray(value[ROWS]) ? value[ROWS] : [];
  if (!Array.isArray(mark)) return [];
  const single = mark.length === 0 || typeof mark[0] === 'string';
  const shapes = (single ? [mark] : mark).map((shape) => (Array.isArray(shape) ? shape.map(String) : []));
  return rows.map((row) => {
    if (!Array.isArray(row)) return {};
    const shape = (single ? shapes[0] : shapes[Number(row[0])]) ?? [];
    const offset = single ? 0 : 1;
    const record: JsonObject = {};
    shape.forEach((key, i) => put(record, key, unpackRecords(row[i + offset]) as Json));
    return record;
  });
}

/** Keys' costs once worked out: a state's keys are a few dozen property names, met on every render. */
const keyCosts = new Map<string, number>();
const KEPT_KEY_COSTS = 10_000;

/** Characters a key costs in a JSON object: quoted, escaped, and its colon. */
function keyCost(key: string): number {
  let cost = keyCosts.get(key);
  if (cost === undefined) {
    cost = JSON.stringify(key).length + 1;
    if (keyCosts.size < KEPT_KEY_COSTS) keyCosts.set(key, cost);
  }
  return cost;
}

/** Lists with more shapes than this are left as they are: they gain little, and finding shapes costs. */
const MAX_SHAPES = 8;

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * A list of (already packed) values as records by shape, when every item is a record with at least one
 * key and that is shorter; otherwise the list as it is.
 */
function packList(items: Json[]): Json {
  if (items.length < 2) return items;
  const shapes: string[][] = [];
  const shapeCosts: number[] = [];
  const rowShapes: number[] = [];
  let keysSaved = 0;
  let last: string[] | undefined;
  let lastIndex = -1;
  for (const item of items) {
    if (!isObject(item) || Object.hasOwn(item, MARK)) return items;
    const keys = Object.keys(item);
    if (keys.length === 0) return items;
    let index =
      last !== undefined && sameKeys(last, keys)
        ? lastIndex
        : shapes.findIndex((shape) => sameKeys(shape, keys));
    if (index < 0) {
      if (shapes.length === MAX_SHAPES) return items;
      index = shapes.push(keys) - 1;
      shapeCosts.push(keys.reduce((sum, key) => sum + keyCost(key), 0));
    }
    last = shapes[index];
    lastIndex = index;
    rowShapes.push(index);
    keysSaved += shapeCosts[index] ?? 0;
  }
  const [only] = shapes;
  const single = shapes.length === 1 && only !== undefined;
  const header = JSON.stringify(single ? only : shapes).length;
  // Rows are arrays as records were objects (same brackets and commas): the keys are what is saved. Paid:
  // `{"$r":` + header + `,"v":` around the list's brackets, and with several shapes each row's index.
  const wrapper = 6 + header + 5 + 1;
  const indices = single ? 0 : rowShapes.reduce((sum, i) => sum + String(i).length + 1, 0);
  if (keysSaved <= wrapper + indices) return items;
  const rows = items.map((item, n) => {
    const record = item as JsonObject;
    const shape = rowShapes[n] ?? 0;
    const row: Json[] = single ? [] : [shape];
    for (const key of shapes[shape] ?? []) row.push(record[key] as Json);
    return row;
  });
  return { [MARK]: single ? only : shapes, [ROWS]: rows };
}
