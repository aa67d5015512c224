import { describe, expect, it } from 'vitest';
import { EMPTY_WISHLIST, hasProduct, isProductId, productIds } from './wishlist.js';
import { aWishlist } from './testing/wishlist-mother.js';

describe('given a wishlist', () => {
  it('when asked for membership, then it answers by product id', () => {
    const wishlist = aWishlist([4, 2]);
    expect(hasProduct(wishlist, 2)).toBe(true);
    expect(hasProduct(wishlist, 3)).toBe(false);
    expect(productIds(wishlist)).toEqual([4, 2]);
  });
});

describe('a wishlist product id', () => {
  it('is a positive whole number', () => {
    expect([1, 12, Number.MAX_SAFE_INTEGER].every(isProductId)).toBe(true);
    expect([0, -3, 1.5, Number.NaN, '12', null, undefined, 2 ** 60].some(isProductId)).toBe(false);
  });
});

describe('an empty wishlist', () => {
  it('has no uuid and no products', () => {
    expect(EMPTY_WISHLIST).toEqual({ uuid: null, products: [] });
  });
});
