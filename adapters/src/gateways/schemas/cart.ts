import * as z from 'zod/mini';
import { cents, productPriceFields } from './money.js';
import { linePrint } from './print.js';

const cartLine = z.object({
  option: z.object({
    id: z.int(),
    quantity: z.int().check(z.nonnegative()),
    stock: z.int(),
    title: z.string(),
  }),
  relatedProducts: z._default(z.array(z.int()), []),
  hash: z.string().check(z.minLength(1)),
  isHeavy: z.boolean(),
  isBike: z.boolean(),
  isSki: z.boolean(),
  genderSysname: z.string(),
  status: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  brand: z.string(),
  categories: z.array(z.string()),
  sports: z.array(z.string()),
  prices: z.object({
    ...productPriceFields,
    vkFull: cents,
    rrpFull: z.nullish(cents),
  }),
  url: z.optional(z.string()),
  image: z.optional(z.string()),
  personalisation: linePrint,
});

/** The cart (spec section 3, "Cart response"), in `data`. */
export const cart = z.object({
  uuid: z.string(),
  products: z.array(cartLine),
  total: z.object({
    totalCartPriceFormatted: z.string(),
    deliveryPriceFormatted: z.string(),
    // Beyond the spec: the delivery in cents, so a free delivery is said as "Free" (absent: the text).
    deliveryPrice: z.optional(cents.check(z.nonnegative())),
  }),
});

/** Every cart call answers `{ data: cart }`. */
export const cartAnswer = z.object({ data: cart });

/** Removal may answer without a cart (spec section 4: then the page reloads). */
export const cartRemovalAnswer = z.nullish(z.object({ data: z.nullish(cart) }));
