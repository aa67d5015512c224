import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isProductId } from '@fanshop/core/wishlist';
import { parse } from '../parse.js';
import { aTileAnswer } from '../testing/api-answers.js';
import { readWishlistProducts, wishlistAnswer } from './wishlist.js';

describe('given a wishlist answer', () => {
  it('when some products lack an id, then they are set apart and the rest kept in order, with a tile where the fields make one', () => {
    const broken = [{ name: 'no id' }, { id: null }, { id: 'abc' }, { id: 0 }, { id: 1.5 }, null, 'x'];
    const { products, skipped } = readWishlistProducts([
      { id: 3, name: 'Jersey' },
      ...broken,
      { id: '12' },
      aTileAnswer(14),
    ]);

    expect(products.map(({ id, tile }) => [id, tile?.name ?? null])).toEqual([
      [3, null],
      [12, null],
      [14, 'Product 14'],
    ]);
    expect(skipped).toEqual(broken);
  });

  it('when no uuid comes with it, then the list has none; without a product list it fails', () => {
    expect(parse(wishlistAnswer, { data: { products: [] } }, 'data').data).toEqual({
      products: { products: [], skipped: [] },
    });
    expect(() => parse(wishlistAnswer, { data: { uuid: 'wl-1' } }, 'data')).toThrow('data.data.products');
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
      fc.property(fc.array(productArb, { maxLength: 10 }), (list) => {
        const { products, skipped } = readWishlistProducts(list);
        const valid = (p: unknown): p is { id: number } =>
          typeof p === 'object' && p !== null && isProductId((p as { id?: unknown }).id);
        expect(products.map((p) => p.id)).toEqual(list.filter(valid).map((p) => p.id));
        expect(skipped).toEqual(list.filter((p) => !valid(p)));
      }),
    );
  });
});
