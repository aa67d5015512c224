/**
 * Money as integer euro cents, and its conversion from and to the strings shoppers and the API use.
 *
 * One rounding policy everywhere: half away from zero, applied to the decimal digits of a value and
 * never to its binary float (so 1.005 € is 101 cents, not the 100 that `Math.round(1.005 * 100)` gives).
 */

import type { Language } from '../shared/language.js';
import { groupThousands, NUMBER_MARKS } from '../shared/number-format.js';

/**
 * An amount in euro cents: a safe integer. A plain alias rather than a brand, so that API data,
 * database rows and test literals need no casts; the name says what the number means.
 */
export type Cents = number;

/**
 * The space between `€` and the amount in de-AT: a no-break space (U+00A0), as ICU writes it, so a
 * price never wraps between symbol and number. It renders exactly like `€ 1.299,00`.
 */
export const DE_AT_CURRENCY_SPACE = '\u00a0';

const MINUS_SIGNS = /[\u2212\u2012\u2013\u2014\ufe63\uff0d]/g;

/** Sign, currency before or after, and the amount between; `,-` / `.-` mark whole euros ("49,-"). */
const PRICE_PATTERN = /^(-?)\s*(€|eur)?\s*(-?)\s*(\d[\d., ]*|[.,]\d+)([.,]-)?\s*(€|eur)?$/i;

/**
 * Reads a price typed by a person or sent by the API into cents; `null` when it is not a price (nor
 * text or a number at all). Never throws.
 *
 * Strings tolerate comma or dot decimals (spec section 5; docs/adr/0018-price-strings.md):
 * - three digits after a dot are thousands (`1.299` → 129900, `1.299.000` too);
 * - one or two digits after a dot or a comma are decimals (`12.99`, `12,99` → 1299);
 * - three digits after a comma are decimals as well (`1,299` is 1.299 € → 130 cents), rounded to the
 *   cent by the one rounding policy, half away from zero; a comma used more than once groups
 *   thousands (`1,299,000`);
 * - with both marks present the last one is the decimal mark (`1.299,00`, `1,299.00`, `1.299,995`).
 * Spaces (also no-break ones) group thousands (`1 299,00`). `€` or `EUR` may stand before or after,
 * a minus before either. More decimals (three after a dot that cannot be thousands, four after a
 * comma), uneven thousands groups and mixed grouping marks are rejected rather than guessed.
 *
 * Numbers are read as euros (the API's `vkFull` style) and rounded half away from zero to cents.
 */
export function parsePrice(input: unknown): Cents | null {
  if (typeof input === 'number') {
    return tryEurosToCents(input);
  }
  if (typeof input !== 'string') return null;
  const normalised = input.replace(MINUS_SIGNS, '-').replace(/\s+/g, ' ').trim();
  const match = PRICE_PATTERN.exec(normalised);
  if (!match) return null;
  const [, signBefore, currencyBefore, signAfter, body = '', wholeEurosMark, currencyAfter] = match;
  if (signBefore && signAfter) return null;
  if (currencyBefore && currencyAfter) return null;
  const amount = parseAmount(body.trim(), Boolean(wholeEurosMark));
  if (amount === null) return null;
  const negative = Boolean(signBefore || signAfter);
  return amount === 0 ? 0 : negative ? -amount : amount;
}

/** Splits `1.299,00` into digit groups and the marks between them, then checks the grouping. */
function parseAmount(body: string, wholeEurosMarked: boolean): Cents | null {
  const parts = body.split(/([., ])/);
  const groups = parts.filter((_, i) => i % 2 === 0);
  const marks = parts.filter((_, i) => i % 2 === 1);

  let fraction = '';
  const lastMark = marks[marks.length - 1];
  const lastGroup = groups[groups.length - 1] ?? '';
  if (lastMark === '.' || lastMark === ',') {
    // Three digits after a dot are thousands (spec section 5); after a comma they are decimals, unless
    // the comma is used again, which only a grouping mark can be (`1,299,000`). A lone comma before a
    // last dot (`1,299.000`) fails either way: as three decimals after a dot, or as mixed grouping.
    const loneComma = marks.filter((mark) => mark === ',').length === 1;
    const decimal = loneComma || lastGroup.length !== 3;
    if (decimal) {
      const maxDecimals = lastMark === ',' ? 3 : 2;
      if (lastGroup.length < 1 || lastGroup.length > maxDecimals) return null;
      if (wholeEurosMarked) return null;
      fraction = lastGroup;
      groups.pop();
      marks.pop();
      // A decimal mark used again before it (`1.299.99`) is not a grouping mark.
      if (marks.includes(lastMark)) return null;
    }
  }

  if (new Set(marks).size > 1) return null;
  if (marks.length > 0) {
    const [first = '', ...rest] = groups;
    // `0.999` is no thousands grouping a person would write.
    if (first.length < 1 || first.length > 3 || first.startsWith('0')) return null;
    if (rest.some((group) => group.length !== 3)) return null;
  }
  // The pattern let only digits and marks into the body, and at least one digit.
  return centsOfDigits(groups.join(''), fraction);
}

/**
 * The one rounding policy: the cents of a non-negative decimal given by its digits, a third decimal
 * and beyond rounded half away from zero (`0,125` → 13); `null` beyond safe-integer cents.
 */
function centsOfDigits(integer: string, fraction: string): Cents | null {
  const roundUp = fraction.charAt(2) >= '5';
  const cents = Number(`${integer}${fraction.slice(0, 2).padEnd(2, '0')}`) + (roundUp ? 1 : 0);
  return Number.isSafeInteger(cents) ? cents : null;
}

/**
 * Cents as euros, for APIs that want a decimal number. Exact for every |cents| below 10^15: the
 * division is correctly rounded, so the result prints as the decimal it stands for.
 */
export function centsToEuros(cents: Cents): number {
  assertCents(cents);
  return cents / 100 + 0;
}

/**
 * Euros as cents, rounded half away from zero on the number's decimal digits (1.005 → 101,
 * -0.125 → -13), so float representation errors never move a cent.
 * Throws a RangeError for NaN, infinities and amounts beyond safe-integer cents.
 */
export function eurosToCents(euros: number): Cents {
  const cents = tryEurosToCents(euros);
  if (cents === null) throw new RangeError(`not a euro amount: ${euros}`);
  return cents;
}

function tryEurosToCents(euros: number): Cents | null {
  if (!Number.isFinite(euros)) return null;
  const [integer, fraction] = decimalDigits(Math.abs(euros));
  const magnitude = centsOfDigits(integer, fraction);
  if (magnitude === null) return null;
  return magnitude === 0 ? 0 : euros < 0 ? -magnitude : magnitude;
}

/**
 * The integer and fraction digits of a non-negative finite number, from its shortest round-tripping
 * decimal form (what `String()` prints), expanding exponent notation such as `1e-7` or `1.5e+21`.
 */
function decimalDigits(value: number): [string, string] {
  const [mantissa = '0', exponentText = '0'] = String(value).split('e');
  const [whole = '0', decimals = ''] = mantissa.split('.');
  const digits = `${whole}${decimals}`;
  const point = whole.length + Number(exponentText);
  if (point <= 0) return ['0', `${'0'.repeat(-point)}${digits}`];
  if (point >= digits.length) return [digits.padEnd(point, '0'), ''];
  return [digits.slice(0, point), digits.slice(point)];
}

function assertCents(cents: Cents): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not an amount in cents: ${cents}`);
}

/**
 * A price for display: `€1,299.00` in en-US, `€ 1.299,00` in de-AT (no-break space after `€`), a
 * leading minus for negative amounts (`-€1,299.00`), and never a minus for zero.
 *
 * Written by hand on purpose, not with `Intl.NumberFormat`: server-rendered HTML and the client's
 * hydration must produce byte-identical text, and ICU versions differ between Node and browsers
 * (CLDR has changed de-AT's grouping mark and currency spacing before). Throws a RangeError when
 * `cents` is not a safe integer.
 */
export function formatPrice(cents: Cents, language: Language): string {
  assertCents(cents);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const euros = digits.slice(0, -2);
  const fraction = digits.slice(-2);
  const sign = cents < 0 ? '-' : '';
  const { decimal } = NUMBER_MARKS[language];
  const amount = `${groupThousands(euros, language)}${decimal}${fraction}`;
  return language === 'de-AT' ? `${sign}€${DE_AT_CURRENCY_SPACE}${amount}` : `${sign}€${amount}`;
}

/**
 * A price as the shop's promises write it: whole euros without their zero decimals (`€50`, `€ 50`
 * in de-AT), any other amount as `formatPrice` writes it.
 */
export function formatRoundPrice(cents: Cents, language: Language): string {
  const text = formatPrice(cents, language);
  // The decimal mark and its two digits.
  return cents % 100 === 0 ? text.slice(0, -3) : text;
}
