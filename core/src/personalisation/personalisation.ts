import type { Cents } from '../pricing/money.js';
import { priceForType, type ProductPrices } from '../pricing/product-price.js';
import type { PriceType } from '../pricing/role.js';
import type { ErrorCode } from '../shared/error-codes.js';

/**
 * What a product can have printed on it, as the API offers it (`personalisation` in the product answer;
 * a product without it offers nothing): a name of at most `maxLength` characters, a number from `min`
 * to `max`, each for its surcharge in cents, the same for every price type.
 */
export interface PersonalisationOffer {
  readonly name?: { readonly maxLength: number; readonly price: Cents };
  readonly number?: { readonly min: number; readonly max: number; readonly price: Cents };
  /**
   * A picture of the back that draws a print given as the query parameters `name` and `number`, when
   * the API offers one (the product page's live preview).
   */
  readonly preview?: string;
}

/** A whole number from `min` up. */
function wholeFrom(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

/**
 * Reads an offer as an API sends it: a name part with a positive `maxLength` and a number part with
 * `min` ≤ `max` (from 0), each with a surcharge of whole cents. A part that does not read is left out,
 * and an offer left with no part is none: a frontend never offers what it cannot check.
 */
export function readPersonalisationOffer(value: unknown): PersonalisationOffer | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { name, number, preview } = value as { name?: unknown; number?: unknown; preview?: unknown };
  const offer: {
    name?: PersonalisationOffer['name'];
    number?: PersonalisationOffer['number'];
    preview?: string;
  } = {};
  if (typeof name === 'object' && name !== null) {
    const { maxLength, price } = name as { maxLength?: unknown; price?: unknown };
    if (wholeFrom(maxLength, 1) && wholeFrom(price, 0)) offer.name = { maxLength, price };
  }
  if (typeof number === 'object' && number !== null) {
    const { min, max, price } = number as { min?: unknown; max?: unknown; price?: unknown };
    if (wholeFrom(min, 0) && wholeFrom(max, min) && wholeFrom(price, 0)) offer.number = { min, max, price };
  }
  if (!offer.name && !offer.number) return undefined;
  if (typeof preview === 'string' && preview.trim() !== '') offer.preview = preview;
  return offer;
}

/**
 * The preview picture's address for a print: the offer's picture asked for exactly this print, an empty
 * name or number for a part not printed (so the back shows nothing there, not a name of its own).
 */
export function printPreviewUrl(preview: string, print: Print | null | undefined): string {
  const name = encodeURIComponent(print?.name ?? '');
  const number = print?.number === undefined ? '' : String(print.number);
  return `${preview}${preview.includes('?') ? '&' : '?'}name=${name}&number=${number}`;
}

/** What a shopper asks to have printed, as typed (blank or absent: not printed). */
export interface PrintRequest {
  readonly name?: unknown;
  readonly number?: unknown;
}

/** A print as it goes on the shirt: the name upper-cased as printed, the number as a whole number. */
export interface Print {
  readonly name?: string;
  readonly number?: number;
}

/**
 * The print of a cart or order line as the API answers it: what is printed, its label (`ALABA · 8`) and
 * its surcharge per piece, which the line's prices include.
 */
export interface LinePrint extends Print {
  readonly label: string;
  readonly price: Cents;
  readonly priceFormatted: string;
}

/** Why a name or a number cannot be printed (codes of `ERROR_CODES`). */
export type PrintProblem = Extract<
  ErrorCode,
  | 'not-text'
  | 'required'
  | 'invalid-characters'
  | 'too-long'
  | 'not-a-whole-number'
  | 'leading-zero'
  | 'number-out-of-range'
  | 'not-personalisable'
>;

/** A print request read against an offer: the print (`null` for none), or the problem of each field. */
export type PrintReading =
  | { readonly ok: true; readonly print: Print | null }
  | {
      readonly ok: false;
      readonly problems: { readonly name?: PrintProblem; readonly number?: PrintProblem };
    };

/**
 * The characters a printed name may hold: letters of the Latin alphabet with their accents (Ä, Ö, Ü, É,
 * Ł, Ç…), space, hyphen, apostrophe and dot; it starts with a letter. The print shop's letter set.
 */
const PRINTABLE_NAME = /^\p{Script=Latin}[\p{Script=Latin}\p{M} .'-]*$/u;

/** Apostrophes as typed on phones and in word processors, printed as one. */
const APOSTROPHES = /[\u2019\u2018\u02bc`´]/g;

/**
 * A name as it is printed: composed (NFC), typographic apostrophes as `'`, spaces trimmed and runs of
 * them as one, upper case. Normalising twice changes nothing.
 */
export function normalisePrintName(typed: string): string {
  return typed
    .normalize('NFC')
    .replace(APOSTROPHES, "'")
    .trim()
    .replace(/\s+/g, ' ')
    .toUpperCase()
    .normalize('NFC');
}

/** Characters as a person counts them (code points, a composed `Ä` as one). */
function length(text: string): number {
  return Array.from(text).length;
}

/** What is wrong with a normalised name for an offer of at most `maxLength` characters, or null. */
export function printNameProblem(name: string, maxLength: number): PrintProblem | null {
  if (name === '') return 'required';
  if (!PRINTABLE_NAME.test(name)) return 'invalid-characters';
  if (length(name) > maxLength) return 'too-long';
  return null;
}

/**
 * Reads a number as typed (text of digits, or a number) against the offer's range: whole, without a
 * leading zero, from `min` to `max`.
 */
export function readPrintNumber(
  typed: unknown,
  range: { readonly min: number; readonly max: number },
): { readonly ok: true; readonly number: number } | { readonly ok: false; readonly problem: PrintProblem } {
  let digits: string;
  if (typeof typed === 'number') {
    if (!Number.isSafeInteger(typed) || typed < 0) return { ok: false, problem: 'not-a-whole-number' };
    digits = String(typed);
  } else if (typeof typed === 'string') {
    digits = typed.trim();
    if (!/^\d+$/.test(digits)) return { ok: false, problem: 'not-a-whole-number' };
    if (digits.length > 1 && digits.startsWith('0')) return { ok: false, problem: 'leading-zero' };
  } else return { ok: false, problem: 'not-a-whole-number' };
  const number = Number(digits);
  if (!Number.isSafeInteger(number) || number < range.min || number > range.max) {
    return { ok: false, problem: 'number-out-of-range' };
  }
  return { ok: true, number };
}

/** Whether a typed value asks for nothing: absent, null or blank text. */
function blank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Reads what a shopper asks to have printed against what the product offers: nothing asked is no print
 * (`null`); each field asked for is checked on its own, and a field the product does not offer is
 * refused (`not-personalisable`). The one rule the product page, the cart API and the checkout share.
 */
export function readPrint(
  request: PrintRequest | null | undefined,
  offer: PersonalisationOffer | null | undefined,
): PrintReading {
  const problems: { name?: PrintProblem; number?: PrintProblem } = {};
  const print: { name?: string; number?: number } = {};
  if (!blank(request?.name)) {
    if (typeof request?.name !== 'string') problems.name = 'not-text';
    else if (!offer?.name) problems.name = 'not-personalisable';
    else {
      const name = normalisePrintName(request.name);
      const problem = printNameProblem(name, offer.name.maxLength);
      if (problem) problems.name = problem;
      else print.name = name;
    }
  }
  if (!blank(request?.number)) {
    if (!offer?.number) problems.number = 'not-personalisable';
    else {
      const read = readPrintNumber(request?.number, offer.number);
      if (read.ok) print.number = read.number;
      else problems.number = read.problem;
    }
  }
  if (problems.name || problems.number) return { ok: false, problems };
  return { ok: true, print: print.name === undefined && print.number === undefined ? null : print };
}

/** What a print adds to the price of one piece: the name's surcharge and the number's, as printed. */
export function printSurcharge(
  print: Print | null | undefined,
  offer: PersonalisationOffer | null | undefined,
): Cents {
  if (!print) return 0;
  return (
    (print.name !== undefined ? (offer?.name?.price ?? 0) : 0) +
    (print.number !== undefined ? (offer?.number?.price ?? 0) : 0)
  );
}

/** The price of one printed piece for a price type: the type's price (or vk) and the print's surcharge. */
export function printedUnitPrice(
  prices: ProductPrices,
  priceType: PriceType,
  print: Print | null | undefined,
  offer: PersonalisationOffer | null | undefined,
): Cents {
  return priceForType(prices, priceType) + printSurcharge(print, offer);
}

/** A print as a line shows it: `ALABA · 8`, `ALABA`, `8`; empty for none. */
export function printLabel(print: Print | null | undefined): string {
  if (!print) return '';
  return [print.name, print.number].filter((part) => part !== undefined).join(' · ');
}

/**
 * What tells one print from another in a cart (the same size with another print, or none, is another
 * line): `''` for none, else the name and the number in a fixed form.
 */
export function printKey(print: Print | null | undefined): string {
  if (!print || (print.name === undefined && print.number === undefined)) return '';
  return JSON.stringify([print.name ?? null, print.number ?? null]);
}
