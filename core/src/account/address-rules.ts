import type { ShippingAddressDraft } from './shipping-address.js';

/**
 * The rules of a delivery address and of a person's name (spec section 5): the one version the
 * account API and the checkout host both apply, so an address one of them accepts the other accepts
 * too. A rule answers a problem code, never a sentence: each side writes the words in its language.
 */

/** The longest first or last name, of an account and of an address. */
export const NAME_MAX_LENGTH = 50;

/** The longest value of each text field of an address, in UTF-16 code units after trimming. */
export const ADDRESS_TEXT_LIMITS = {
  firstname: NAME_MAX_LENGTH,
  lastname: NAME_MAX_LENGTH,
  street: 100,
  streetNo: 20,
  postal: 10,
  city: 80,
} as const;

/** A text field of an address. */
export type AddressTextField = keyof typeof ADDRESS_TEXT_LIMITS;

/** The text fields of an address, in the order a form shows them. */
export const ADDRESS_TEXT_FIELDS: readonly AddressTextField[] = [
  'firstname',
  'lastname',
  'street',
  'streetNo',
  'postal',
  'city',
];

/** Austria's ISO 3166-1 numeric code: the shop's country, the only one the checkout delivers to. */
export const AUSTRIA_COUNTRY_ID = 40;

/** What is wrong with a text field; `undefined` when nothing is. */
export type TextProblem =
  | { readonly code: 'required' }
  | { readonly code: 'too-long'; readonly max: number }
  | { readonly code: 'invalid-characters' };

/** What is wrong with a postal code: not one at all, or not one of Austria's. */
export type PostalCodeProblem = { readonly code: 'postal-code' } | { readonly code: 'postal-code-austria' };

/** What is wrong with one field of an address. */
export type AddressFieldProblem = TextProblem | PostalCodeProblem;

// Control characters never belong in a name or an address.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Any country's postal code: 3 to 10 letters, digits, spaces or hyphens, starting with a letter or digit. */
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/;

/** Austria's: four digits, the first not 0 (1010 Wien to 9992 Iselsberg). */
const AUSTRIAN_POSTAL_CODE = /^[1-9][0-9]{3}$/;

/**
 * A required text of at most `max` characters: blank is `required`, longer is `too-long`, control
 * characters are `invalid-characters`. The value counts as trimmed, as it is stored.
 */
export function textProblem(value: string, max: number): TextProblem | undefined {
  const text = value.trim();
  if (text === '') return { code: 'required' };
  if (text.length > max) return { code: 'too-long', max };
  if (CONTROL.test(text)) return { code: 'invalid-characters' };
  return undefined;
}

/** Whether a trimmed postal code has the form of the country's: four digits in Austria, else any postal code. */
export function isPostalCode(postal: string, countryId: number): boolean {
  const code = postal.trim();
  return countryId === AUSTRIA_COUNTRY_ID ? AUSTRIAN_POSTAL_CODE.test(code) : POSTAL_CODE.test(code);
}

/** The problem of a postal code in a country, after the text rules (required, length, characters). */
export function postalCodeProblem(
  postal: string,
  countryId: number,
): TextProblem | PostalCodeProblem | undefined {
  const text = textProblem(postal, ADDRESS_TEXT_LIMITS.postal);
  if (text) return text;
  if (isPostalCode(postal, countryId)) return undefined;
  return countryId === AUSTRIA_COUNTRY_ID ? { code: 'postal-code-austria' } : { code: 'postal-code' };
}

/** The problem of one text field of an address in a country (the postal code depends on it). */
export function addressFieldProblem(
  field: AddressTextField,
  value: string,
  countryId: number,
): AddressFieldProblem | undefined {
  return field === 'postal'
    ? postalCodeProblem(value, countryId)
    : textProblem(value, ADDRESS_TEXT_LIMITS[field]);
}

/** The text fields of an address and its country, as typed. */
export type AddressText = Pick<ShippingAddressDraft, AddressTextField | 'countryId'>;

/** Every problem of an address's text fields, by field; empty when the address may be saved or ordered to. */
export function addressProblems(
  address: AddressText,
): Partial<Record<AddressTextField, AddressFieldProblem>> {
  const problems: Partial<Record<AddressTextField, AddressFieldProblem>> = {};
  for (const field of ADDRESS_TEXT_FIELDS) {
    const problem = addressFieldProblem(field, address[field], address.countryId);
    if (problem) problems[field] = problem;
  }
  return problems;
}
