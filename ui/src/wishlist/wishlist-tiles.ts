import type { ProductTile } from '@fanshop/core/catalog';
import type { WishlistProduct } from '@fanshop/core/wishlist';

/**
 * Reads a wishlist product (the API's tile as it came, with a checked id) as the catalogue's
 * `ProductTile`, or `null` when it lacks what a tile shows. The composition root supplies it, since
 * the API's tile shape is an adapter's business.
 */
export type WishlistTileReader = (product: WishlistProduct) => ProductTile | null;
