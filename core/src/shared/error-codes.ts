/**
 * The stable codes of the shop API's error answers (docs/api.md, "Error codes"): one per failing field,
 * beside the field's message. Core's rules answer problems in these codes, the API sends them, clients
 * decide by them and word them from their own texts, never from the message. A code keeps its meaning
 * for good; a newer API may send codes a client does not know yet, which it treats as a failure alone.
 *
 * `FORM_ERROR_CODES` are the answers to what a shopper fills in: the codes a form words for them.
 */
export const FORM_ERROR_CODES = [
  // What is wrong with a value a shopper types.
  'required',
  'not-text',
  'too-long',
  'too-short',
  'invalid-characters',
  'invalid-email',
  'invalid-phone',
  'invalid-date',
  'date-out-of-range',
  'postal-code',
  'postal-code-austria',
  'password-mismatch',
  'not-an-option',
  'not-a-whole-number',
  'leading-zero',
  'number-out-of-range',
  'too-large',
  'not-a-flag',
  // What is wrong with it for the account.
  'not-own-email',
  'same-password',
  'incorrect-password',
  'invalid-credentials',
  'invalid-link-token',
  'too-many-addresses',
  'too-many-attempts',
  // What the form is about is gone (an address deleted meanwhile).
  'not-found',
] as const;

/** The codes of the cart, the wishlist and the order. */
const LIST_ERROR_CODES = [
  'not-a-product-list',
  'unknown-product-option',
  'out-of-stock',
  'stock-limit',
  'cart-full',
  'unknown-product',
  'wishlist-full',
  'nothing-orderable',
  'sold-out',
  'not-personalisable',
] as const;

/** The codes of the session's answers (spec section 8). */
const SESSION_ERROR_CODES = ['invalid-token', 'no-uuid-header', 'invalid-uuid'] as const;

/** The codes of the request itself and of the server. */
const REQUEST_ERROR_CODES = [
  'malformed-json',
  'not-utf-8',
  'incomplete-body',
  'body-too-large',
  'not-json',
  'malformed-request',
  'request-timeout',
  'headers-too-large',
  'request-failed',
  'internal-error',
  'unavailable',
] as const;

/** Every code, by what it is about: the forms' first, each shopper-facing one worded by the clients. */
export const ERROR_CODES = [
  ...FORM_ERROR_CODES,
  ...LIST_ERROR_CODES,
  ...SESSION_ERROR_CODES,
  ...REQUEST_ERROR_CODES,
] as const;

/** A stable code of the API's error answers. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The codes that come with a number in the answer's `limits`: the length, size or count the value
 * broke (`too-long` 50, `stock-limit` 2 in stock), so a client can word it without the message.
 */
export const LIMITED_ERROR_CODES = [
  'too-long',
  'too-short',
  'too-large',
  'too-many-addresses',
  'stock-limit',
  'cart-full',
  'wishlist-full',
  'not-a-product-list',
  'body-too-large',
] as const satisfies readonly ErrorCode[];

const KNOWN: ReadonlySet<string> = new Set(ERROR_CODES);

/** True for a code of the vocabulary. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN.has(value);
}
