import * as z from 'zod/mini';

/**
 * An amount of money as the API sends it: integer euro cents (backend `cart-service.ts`,
 * `catalogue/product/tiles.ts`). A decimal here means the API sent euros, and every price would be off by a
 * factor of 100, so it fails the parse instead.
 */
export const cents = z.int();

/**
 * A product's prices as tiles and cart lines both carry them: the sale price (`vk`), the prices
 * of the other price types where the product has them, and the recommended retail price.
 */
export const productPriceFields = {
  vk: cents,
  premium: z.nullish(cents),
  staff: z.nullish(cents),
  pro: z.nullish(cents),
  rrp: z.nullish(cents),
};
