import { decodeQueryComponent, encodeQueryComponent } from '../shared/query-string.js';
import { QUERY_MAX_LENGTH, QUERY_MIN_LENGTH } from '../shared/constants.js';

/** A surrogate half without its partner: it cannot be percent-encoded (encodeURIComponent throws). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The search results page; a query goes there as `q`, and listings go there when a page-level filter is unchecked. */
export const SEARCH_PATH = '/search/';

/**
 * The search query `q` in its normal form (spec section 2), in the spec's order:
 * 1. cut to 50 characters (UTF-16 units, one fewer if the cut would split an emoji's surrogate pair),
 * 2. whitespace trimmed,
 * 3. runs of whitespace (any Unicode whitespace) collapsed to one space.
 * Commas and plus signs are the shopper's own and are kept. The fourth step, spaces written as `+`,
 * belongs to the URL: `searchQueryParam` writes them so and a typed `+` as `%2B`, so that `c++ trikot`
 * comes back from the URL as `c++ trikot`.
 *
 * Cutting first means padding counts: 48 spaces and `abcdef` are `ab`. The result has at most 50
 * units, no surrounding or doubled whitespace, so every step is the identity on it: normalising twice
 * changes nothing. Lone surrogates are dropped first, so the result can always be percent-encoded.
 */
export function normaliseSearchQuery(raw: string): string {
  return cutToLength(raw.replace(LONE_SURROGATE, ''), QUERY_MAX_LENGTH).trim().replace(/\s+/g, ' ');
}

/**
 * The first `max` units, without splitting a pair. A text no longer than that is kept whole: it has no
 * unit at `max - 1`, or one that ends a pair (lone halves are gone by now).
 */
function cutToLength(text: string, max: number): string {
  const lastKept = text.charCodeAt(max - 1);
  const splitsPair = lastKept >= 0xd800 && lastKept <= 0xdbff;
  return text.slice(0, splitsPair ? max - 1 : max);
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
 * The value of the `q` URL parameter for a query: normalised, spaces written as `+` and commas kept
 * readable, as the spec shows them; a typed `+` as `%2B` and everything else percent-encoded, so a
 * form-encoded reading (`URLSearchParams`, `parseQueryString`, the API's) gives the normal form back.
 * Whoever writes `q` into a URL uses this, never `encodeURIComponent` (spaces as `%20`) alone.
 */
export function searchQueryParam(q: string): string {
  return encodeQueryComponent(normaliseSearchQuery(q));
}

/** The search results page for a query, e.g. `/search/?q=home+jersey`; every search link is built here. */
export function searchResultsPath(q: string): string {
  return `${SEARCH_PATH}?q=${searchQueryParam(q)}`;
}

/**
 * The search page's query string (with its `?`) with `q` in the normal form the shop's own links give
 * it (`searchQueryParam`), or `undefined` when it already is: a search sent by a native form, or typed
 * into the address bar, lands on the address the script would have built. Every other parameter stays
 * as it was and where it was; a second `q` is dropped.
 */
export function normalSearchQueryString(query: string): string | undefined {
  const body = query.replace(/^\?/, '');
  if (body === '') return undefined;
  let seen = false;
  let changed = false;
  const parts: string[] = [];
  for (const part of body.split('&')) {
    const equals = part.indexOf('=');
    const key = decodeQueryComponent(equals < 0 ? part : part.slice(0, equals));
    if (key !== 'q') {
      parts.push(part);
      continue;
    }
    const raw = equals < 0 ? '' : part.slice(equals + 1);
    const decoded = decodeQueryComponent(raw);
    const value = normaliseSearchQuery(decoded ?? '');
    if (seen) {
      changed = true;
      continue;
    }
    seen = true;
    // Written otherwise but read alike (`:` or `%3A`) is the same query; spaces must be `+`, as links write them.
    if (decoded === value && !raw.includes('%20')) {
      parts.push(part);
      continue;
    }
    changed = true;
    parts.push(`q=${encodeQueryComponent(value)}`);
  }
  return changed ? `?${parts.join('&')}` : undefined;
}
