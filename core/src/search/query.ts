import { QUERY_MAX_LENGTH, QUERY_MIN_LENGTH } from '../shared/constants.js';

/** A surrogate half without its partner: it cannot be percent-encoded (encodeURIComponent throws). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The search query `q` as it goes into the URL and to the API (spec section 2): whitespace trimmed,
 * runs collapsed, spaces written as `+`, commas kept, at most 50 characters.
 *
 * Order of operations, chosen so that the result never exceeds 50 characters and normalising twice
 * changes nothing:
 * 1. A `+` in the input counts as a space: in the normalised form `+` *is* the space, and the search
 *    URL decodes it as one, so a literal plus cannot survive anyway (`c++` searches for `c`).
 * 2. Trim and collapse whitespace (any Unicode whitespace) to single spaces.
 * 3. Cut to 50 UTF-16 units, one shorter if the cut would split a surrogate pair (an emoji); cutting
 *    after collapsing keeps as many of the shopper's words as fit, instead of losing them to padding.
 * 4. Trim again, because the cut may end on a space.
 * 5. Write the spaces as `+`; this swaps one character for one, so the length stays within 50.
 * The output has no whitespace, no leading, trailing or doubled `+` and at most 50 units, so every
 * step is the identity on it: the function is idempotent. Lone surrogates are dropped so the result
 * can always be percent-encoded.
 */
export function normaliseSearchQuery(raw: string): string {
  const spaced = raw.replace(LONE_SURROGATE, '').replace(/\+/g, ' ').replace(/\s+/g, ' ').trim();
  return cutToLength(spaced, QUERY_MAX_LENGTH).trim().replace(/ /g, '+');
}

function cutToLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const lastKept = text.charCodeAt(max - 1);
  const splitsPair = lastKept >= 0xd800 && lastKept <= 0xdbff;
  return text.slice(0, splitsPair ? max - 1 : max);
}

/** A normalised query as the shopper reads it, e.g. in the search field and the results heading. */
export function searchQueryText(normalised: string): string {
  return normalised.replace(/\+/g, ' ');
}

/**
 * Whether a query is long enough to search with (spec section 5): at least 2 characters once
 * normalised, counted by code point so one emoji is one character. Shorter queries clear the results
 * back to the initial previews.
 */
export function isUsableQuery(q: string): boolean {
  return [...normaliseSearchQuery(q)].length >= QUERY_MIN_LENGTH;
}

/**
 * The value of the `q` URL parameter for a query: normalised, then percent-encoded except for `+`
 * (the spaces) and `,`, which stay readable as the spec wants them. Whoever builds `/search/?q=` uses
 * this rather than `URLSearchParams`, which would write the plus signs as `%2B` and commas as `%2C`.
 */
export function searchQueryParam(q: string): string {
  return encodeURIComponent(normaliseSearchQuery(q)).replace(/%2B/g, '+').replace(/%2C/g, ',');
}
