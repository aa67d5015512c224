/**
 * Values frozen all the way down, known as such: whatever is worked out from one of them (its packed
 * page state, its JSON) stays true, so it can be worked out once and kept beside it. `Object.isFrozen`
 * alone says nothing of a value's parts.
 */
let kept: WeakSet<object> | undefined;

/**
 * The frozen values, one set for every copy of this module in a process: the server's entry is a bundle
 * of its own, and the server's modules beside it (`server/document.ts`, which writes the page state the
 * entry made) load their own copy. Made on first use, so a bundle that never freezes (the browser's)
 * keeps none of this.
 */
function frozenValues(): WeakSet<object> {
  if (kept) return kept;
  const scope = globalThis as { [key: symbol]: WeakSet<object> | undefined };
  const key = Symbol.for('@fanshop/ui/frozen-values');
  return (kept = scope[key] ??= new WeakSet());
}

/**
 * Freezes a value and every object and array inside it, and remembers that it did. Answers the value.
 * A value the server shares between requests (a guest's catalogue answer, ADR 0013) is frozen so that
 * nothing can change it for the next shopper. Parts freezing cannot hold still (a map, a set, a date, a
 * typed array) are left as they are, and a value holding one is frozen but not known as frozen all the way.
 */
export function deepFreeze<T>(value: T): T {
  freezeAll(value, new Set());
  return value;
}

/** Freezes what can be; true when the value and all its parts are frozen for good. */
function freezeAll(value: unknown, visiting: Set<object>): boolean {
  if (typeof value !== 'object' || value === null || frozenValues().has(value)) return true;
  if (value instanceof Map || value instanceof Set || value instanceof Date || ArrayBuffer.isView(value))
    return false;
  // A value met again on its own path (a cycle) is being frozen already.
  if (visiting.has(value)) return true;
  visiting.add(value);
  let whole = true;
  for (const key of Reflect.ownKeys(value)) {
    const descriptor = Object.getOwnPropertyDescriptor(value, key);
    // A getter answers anew on each read: nothing behind it is frozen by this.
    if (descriptor && !('value' in descriptor)) whole = false;
    else if (!freezeAll(descriptor?.value, visiting)) whole = false;
  }
  Object.freeze(value);
  if (whole) frozenValues().add(value);
  return whole;
}

/** True for a value `deepFreeze` froze: it and its parts never change. */
export function isDeepFrozen(value: unknown): boolean {
  return typeof value === 'object' && value !== null && frozenValues().has(value);
}

/**
 * What `work` makes of a value. Of a frozen one, worked out once, frozen in turn and kept as long as the
 * value lives (what is made of a frozen value is frozen too, so it can be kept in turn); of any other
 * value, worked out each time.
 */
export function keptForFrozen<V extends object, R>(memo: WeakMap<V, R>, value: V, work: (value: V) => R): R {
  if (!frozenValues().has(value)) return work(value);
  if (memo.has(value)) return memo.get(value) as R;
  const result = deepFreeze(work(value));
  memo.set(value, result);
  return result;
}
