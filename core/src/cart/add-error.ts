import { fieldErrors } from '../shared/errors.js';

/** Why an add to the cart failed, as the shopper is told. */
export type CartAddError = 'out-of-stock' | 'stock-limit' | 'cart-full' | 'failed';

/**
 * Reads the API's per-field answer to an add (docs/api.md, `POST /api/v1/cart/`): a refused `amount`
 * is the stock limit of the size, a refused `productOption` names a sold-out size or a full cart.
 * Anything else is a plain failure.
 */
export function cartAddErrorOf(error: unknown): CartAddError {
  const fields = fieldErrors(error);
  if (fields.amount !== undefined) return 'stock-limit';
  const option = fields.productOption ?? '';
  if (/stock/i.test(option)) return 'out-of-stock';
  if (/lines/i.test(option)) return 'cart-full';
  return 'failed';
}
