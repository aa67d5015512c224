import * as z from 'zod/mini';

/**
 * An amount of money as the API sends it: integer euro cents (backend `cart-service.ts`,
 * `catalogue/product/tiles.ts`). A decimal here means the API sent euros, and every price would be off by a
 * factor of 100, so it fails the parse instead.
 */
export const cents = z.int();
