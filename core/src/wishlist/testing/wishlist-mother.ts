import type { Wishlist, WishlistProduct } from '../wishlist.js';

/** A wishlist product as the API sends it. */
export function aWishlistProduct(id: number): WishlistProduct {
  return { id, name: `Product ${id}`, url: `/p/product-${id}/` };
}

/** A wishlist holding these product ids. */
export function aWishlist(ids: readonly number[], uuid: string | null = 'wl-guest-1'): Wishlist {
  return { uuid, products: ids.map(aWishlistProduct) };
}
