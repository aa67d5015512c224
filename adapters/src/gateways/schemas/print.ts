import * as z from 'zod/mini';
import { cents } from './money.js';

/**
 * What is printed on a cart or order line (issue 36, an optional capability of the API): absent for a
 * line without a print, and from an API without the capability.
 */
export const linePrint = z.optional(
  z.object({
    name: z.optional(z.string()),
    number: z.optional(z.int()),
    label: z.string(),
    price: cents,
    priceFormatted: z.string(),
  }),
);
