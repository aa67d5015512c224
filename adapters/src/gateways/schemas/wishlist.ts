import * as z from 'zod/mini';
import { isProductId } from '@fanshop/core/wishlist';
import { productTile, type RawProductTile } from './catalog.js';

/**
 * A product's id as the API may send it: a number or a string of digits, and a usable one by the
 * core's rule (`isProductId`: a positive whole number).
 */
const productId = z.pipe(
  z.union([
    z.number(),
    z.pipe(
      z.string().check(z.regex(/^\s*\d+\s*$/)),
      z.transform((digits) => Number(digits.trim())),
    ),
  ]),
  z.number().check(z.refine(isProductId, 'a product id')),
);

/** A wishlist product as sent: a usable id, and the catalogue's tile when the fields make one. */
export interface RawWishlistProduct {
  readonly id: number;
  readonly tile: RawProductTile | null;
}

/** A wishlist product: a usable id, and its tile read as the catalogue reads tiles (none when it cannot be). */
export const wishlistProduct = z.pipe(
  z.looseObject({ id: productId }),
  z.transform((product): RawWishlistProduct => {
    const tile = z.safeParse(productTile, product);
    return { id: product.id, tile: tile.success ? tile.data : null };
  }),
);

/** The products of a wishlist answer, and those set apart because they lack a usable id. */
export interface WishlistProducts {
  readonly products: readonly RawWishlistProduct[];
  readonly skipped: readonly unknown[];
}

/**
 * Reads a wishlist's products one by one: those lacking a usable id are set apart as they came
 * (spec section 5: the core logs them), so one broken product never fails the whole list.
 */
export function readWishlistProducts(products: readonly unknown[]): WishlistProducts {
  const kept: RawWishlistProduct[] = [];
  const skipped: unknown[] = [];
  for (const product of products) {
    const read = z.safeParse(wishlistProduct, product);
    if (read.success) kept.push(read.data);
    else skipped.push(product);
  }
  return { products: kept, skipped };
}

/** Every wishlist call answers `{ data: { products, uuid } }` (the spec's `data.data`). */
export const wishlistAnswer = z.object({
  data: z.object({
    products: z.pipe(
      z.array(z.unknown()),
      z.transform((products: unknown[]) => readWishlistProducts(products)),
    ),
    uuid: z.nullish(z.string()),
  }),
});
