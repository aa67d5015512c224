import { invalidSessionAnswer } from '@fanshop/core/session';
import type { ErrorCode } from '@fanshop/core/shared';

/**
 * The API's words for each code (docs/api.md, "Error codes"): for a person reading an answer. Clients
 * decide by the code and word it from their own texts; `limit` is the number the code comes with.
 */
const MESSAGES: { readonly [C in ErrorCode]: (limit: number) => string } = {
  required: () => 'required',
  'not-text': () => 'must be a string',
  'too-long': (max) => `must be at most ${max} characters`,
  'too-short': (min) => `must be at least ${min} characters`,
  'invalid-characters': () => 'contains invalid characters',
  'invalid-email': () => 'must be a valid email address',
  'invalid-phone': () => 'must be a phone number',
  'invalid-date': () => 'must be a date YYYY-MM-DD',
  'date-out-of-range': () => 'must be a date between 1900 and today',
  'postal-code': () => 'must be a postal code',
  'postal-code-austria': () => 'must be a 4-digit Austrian postal code',
  'password-mismatch': () => 'does not match',
  'not-an-option': () => 'must be one of the options',
  'not-a-whole-number': () => 'must be a positive whole number',
  'leading-zero': () => 'must be written without a leading zero',
  'number-out-of-range': () => 'is not a number this product can have printed',
  'too-large': (max) => `must be at most ${max}`,
  'not-a-flag': () => 'must be true or false',
  'not-a-product-list': (max) => `must be a list of at most ${max} product ids`,
  'not-own-email': () => 'is not your email address',
  'same-password': () => 'must differ from the current password',
  'incorrect-password': () => 'incorrect password',
  'invalid-credentials': () => 'invalid credentials',
  'invalid-link-token': () => 'invalid or expired token',
  'too-many-addresses': (max) => `at most ${max} addresses`,
  'too-many-attempts': () => 'too many failed attempts, try again later',
  'unknown-product-option': () => 'unknown product option',
  'out-of-stock': () => 'out of stock',
  'stock-limit': (stock) => `only ${stock} in stock`,
  'cart-full': (max) => `the cart holds at most ${max} lines`,
  'unknown-product': () => 'unknown product',
  'wishlist-full': (max) => `the wishlist holds at most ${max} products`,
  'nothing-orderable': () => 'nothing in the cart can be ordered',
  'sold-out': () => 'sold out meanwhile',
  'not-personalisable': () => 'this product cannot have it printed',
  // The spec's own words (section 8), as core keeps them.
  'invalid-token': () => invalidSessionAnswer('invalid-token').message,
  'no-uuid-header': () => invalidSessionAnswer('no-uuid-header').message,
  'invalid-uuid': () => invalidSessionAnswer('invalid-uuid').message,
  'not-found': () => 'not found',
  'malformed-json': () => 'malformed JSON',
  'not-utf-8': () => 'body is not UTF-8',
  'incomplete-body': () => 'request body incomplete',
  'body-too-large': (max) => `request body larger than ${max} bytes`,
  'not-json': () => 'Content-Type must be application/json',
  'malformed-request': () => 'malformed request',
  'request-timeout': () => 'request timeout',
  'headers-too-large': () => 'request headers too large',
  'request-failed': () => 'request failed',
  'internal-error': () => 'internal error',
  unavailable: () => 'not usable',
};

/** The API's words for a code, with the number it comes with. */
export function messageOf(code: ErrorCode, limit = 0): string {
  return MESSAGES[code](limit);
}
