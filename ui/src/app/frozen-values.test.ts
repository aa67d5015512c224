import { describe, expect, it } from 'vitest';
import { deepFreeze, isDeepFrozen, keptForFrozen } from './frozen-values';

describe('deepFreeze', () => {
  it('freezes a value and every object and array inside it, and knows it did', () => {
    const listing = { products: [{ id: 1, colours: ['red'] }], price: { range: { min: 1 } } };
    expect(deepFreeze(listing)).toBe(listing);
    for (const part of [
      listing,
      listing.products,
      listing.products[0],
      listing.products[0]!.colours,
      listing.price.range,
    ]) {
      expect(Object.isFrozen(part)).toBe(true);
      expect(isDeepFrozen(part)).toBe(true);
    }
    expect(() => {
      (listing.products as { id: number }[]).push({ id: 2 });
    }).toThrow(TypeError);
  });

  it('knows nothing of values frozen otherwise, or only at the top', () => {
    const shallow = Object.freeze({ parts: [1, 2] });
    expect(isDeepFrozen(shallow)).toBe(false);
    expect(isDeepFrozen({ a: 1 })).toBe(false);
    expect(isDeepFrozen('text')).toBe(false);
    expect(isDeepFrozen(null)).toBe(false);
  });

  it('does not call a value with a map, a set, a typed array or a getter frozen all the way', () => {
    const withMap = deepFreeze({ lookup: new Map([[1, 'a']]), plain: { a: 1 } });
    expect(Object.isFrozen(withMap)).toBe(true);
    expect(isDeepFrozen(withMap)).toBe(false);
    expect(isDeepFrozen(withMap.plain)).toBe(true);
    expect(isDeepFrozen(deepFreeze({ set: new Set([1]) }))).toBe(false);
    expect(isDeepFrozen(deepFreeze({ bytes: new Uint8Array([1]) }))).toBe(false);
    expect(isDeepFrozen(deepFreeze({ at: new Date(0) }))).toBe(false);
    let n = 0;
    const counting = deepFreeze({
      get next() {
        return (n += 1);
      },
    });
    expect(isDeepFrozen(counting)).toBe(false);
  });

  it('freezes a value that holds itself', () => {
    const node: { name: string; self?: unknown } = { name: 'root' };
    node.self = node;
    deepFreeze(node);
    expect(isDeepFrozen(node)).toBe(true);
  });
});

describe('keptForFrozen', () => {
  it('works a frozen value out once, and freezes what it made', () => {
    const memo = new WeakMap<object, { total: number }>();
    const value = deepFreeze({ items: [1, 2, 3] });
    let calls = 0;
    const total = (v: { items: readonly number[] }) => {
      calls += 1;
      return { total: v.items.reduce((a, b) => a + b, 0) };
    };
    const first = keptForFrozen(memo, value, total);
    expect(keptForFrozen(memo, value, total)).toBe(first);
    expect(calls).toBe(1);
    expect(first).toEqual({ total: 6 });
    expect(isDeepFrozen(first)).toBe(true);
  });

  it('works any other value out each time, and leaves what it made as it is', () => {
    const memo = new WeakMap<object, { total: number }>();
    const value = { items: [1, 2, 3] };
    const total = (v: { items: number[] }) => ({ total: v.items.length });
    const first = keptForFrozen(memo, value, total);
    value.items.push(4);
    expect(keptForFrozen(memo, value, total)).toEqual({ total: 4 });
    expect(Object.isFrozen(first)).toBe(false);
  });
});
