import type { ProductTile } from '../catalog/index.js';

/**
 * A product on the wishlist: its id, guaranteed to be a positive whole number, and its tile as the
 * catalogue shows one, or null when the answer lacked what a tile needs (the product still counts, and
 * its heart still knows it is saved).
 */
export interface WishlistProduct {
  readonly id: number;
  readonly tile: ProductTile | null;
}

/**
 * The wishlist (spec section 3, "Wishlist response"). Its `uuid` identifies the list on the server; a
 * guest's is the merge id kept until login. `null` when the answer did not carry one (the merge
 * answer holds only products).
 */
export interface Wishlist {
  readonly uuid: string | null;
  readonly products: readonly WishlistProduct[];
}

/** The wishlist before anything is known. */
export const EMPTY_WISHLIST: Wishlist = { uuid: null, products: [] };

/** True when a product id is on the wishlist. */
export function hasProduct(wishlist: Wishlist, productId: number): boolean {
  return wishlist.products.some((product) => product.id === productId);
}

/** The ids on the wishlist, in list order. */
export function productIds(wishlist: Wishlist): number[] {
  return wishlist.products.map((product) => product.id);
}

/** True when a value can name a wishlist product: a positive whole number. */
export function isProductId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}
