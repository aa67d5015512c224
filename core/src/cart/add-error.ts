import { fieldErrorCodes } from '../shared/errors.js';

/** Why adding to the cart failed, as the shopper is told. */
export type CartAddError = 'out-of-stock' | 'stock-limit' | 'cart-full' | 'failed';

/**
 * Classifies a failed add by the codes of the API's answer (docs/api.md, `POST /api/v1/cart/`): the
 * `amount` over the stock is `stock-limit`; the `productOption` sold out is `out-of-stock`, the cart's
 * lines used up `cart-full`; anything else, a network failure or an answer without codes included,
 * failed. The messages beside the codes are never read: the API may word them as it likes.
 */
export function cartAddErrorOf(error: unknown): CartAddError {
  const codes = fieldErrorCodes(error);
  if (codes.amount === 'stock-limit') return 'stock-limit';
  if (codes.productOption === 'out-of-stock') return 'out-of-stock';
  if (codes.productOption === 'cart-full') return 'cart-full';
  return 'failed';
}
