import type { Wishlist, WishlistProduct } from '../wishlist.js';

/** A wishlist product whose answer carried no tile (only its id). */
export function aWishlistProduct(id: number): WishlistProduct {
  return { id, tile: null };
}

/** A wishlist holding these product ids. */
export function aWishlist(ids: readonly number[], uuid: string | null = 'wl-guest-1'): Wishlist {
  return { uuid, products: ids.map(aWishlistProduct) };
}
