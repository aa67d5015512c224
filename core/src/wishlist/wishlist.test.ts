import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasProduct, isProductId, productIds, readWishlist } from './wishlist.js';
import { aWishlist } from './testing/wishlist-mother.js';

describe('given a wishlist answer', () => {
  it('when some products lack an id, then they are set apart and the rest kept in order with their fields', () => {
    const broken = [{ name: 'no id' }, { id: null }, { id: 'abc' }, { id: 0 }, { id: 1.5 }, null, 'x'];
    const { wishlist, skipped } = readWishlist([{ id: 3, name: 'Jersey' }, ...broken, { id: '12' }], 'wl-1');

    expect(wishlist).toEqual({ uuid: 'wl-1', products: [{ id: 3, name: 'Jersey' }, { id: 12 }] });
    expect(skipped).toEqual(broken);
  });

  it('when no uuid comes with it, then the list has none', () => {
    expect(readWishlist([]).wishlist).toEqual({ uuid: null, products: [] });
  });

  it('for any products, exactly those with a positive whole id are kept, in order, and the rest skipped', () => {
    const productArb = fc.oneof(
      fc.record({ id: fc.integer({ min: -5, max: 50 }), name: fc.string() }),
      fc.record({
        id: fc.oneof(
          fc.string().filter((s) => !/\d/.test(s)),
          fc.constant(null),
          fc.double(),
        ),
      }),
      fc.constantFrom(null, 'x', 3, [], {}),
    );
    fc.assert(
      fc.property(fc.array(productArb, { maxLength: 10 }), (products) => {
        const { wishlist, skipped } = readWishlist(products);
        const valid = (p: unknown): p is { id: number } =>
          typeof p === 'object' && p !== null && isProductId((p as { id?: unknown }).id);
        expect(wishlist.products).toEqual(products.filter(valid));
        expect(skipped).toEqual(products.filter((p) => !valid(p)));
      }),
    );
  });
});

describe('given a wishlist', () => {
  it('when asked for membership, then it answers by product id', () => {
    const wishlist = aWishlist([4, 2]);
    expect(hasProduct(wishlist, 2)).toBe(true);
    expect(hasProduct(wishlist, 3)).toBe(false);
    expect(productIds(wishlist)).toEqual([4, 2]);
  });
});
