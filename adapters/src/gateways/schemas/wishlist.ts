import * as z from 'zod/mini';

/**
 * Every wishlist call answers `{ data: { products, uuid } }` (the spec's `data.data`). Products stay
 * unknown here: the core's `readWishlist` keeps those with an id and logs the rest (spec section 5),
 * so one broken product never fails the whole list.
 */
export const wishlistAnswer = z.object({
  data: z.object({
    products: z.array(z.unknown()),
    uuid: z.nullish(z.string()),
  }),
});
