import { fieldErrors } from '../shared/errors.js';

/** Why adding to the cart failed, as the shopper is told. */
export type CartAddError = 'out-of-stock' | 'stock-limit' | 'cart-full' | 'failed';

/**
 * Classifies a failed add by the API's per-field answer (docs/api.md, `POST /api/v1/cart/`): an
 * `amount` error means the line would exceed the stock; a `productOption` error speaks of the stock
 * (sold out) or of the lines (the cart is full); anything else, a network failure included, failed.
 */
export function cartAddErrorOf(error: unknown): CartAddError {
  const fields = fieldErrors(error);
  if (fields.amount !== undefined) return 'stock-limit';
  const option = fields.productOption ?? '';
  if (/stock/i.test(option)) return 'out-of-stock';
  if (/lines/i.test(option)) return 'cart-full';
  return 'failed';
}
