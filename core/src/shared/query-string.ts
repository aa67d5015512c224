/**
 * A small query-string codec (the core has no `URLSearchParams`). It writes spaces as `+` and
 * keeps commas readable, as the shop's URLs show them (`filters=12,40`, `q=red+shoes`).
 */

/**
 * A parsed query string as routers hand it over: one value, several values for a repeated key,
 * or nothing. Values are already percent-decoded.
 */
export type QueryRecord = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A surrogate half without its partner cannot be percent-encoded (encodeURIComponent throws). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Percent-encodes one key or value: spaces become `+`, commas stay, a literal `+` becomes `%2B`.
 * Lone surrogates become U+FFFD, so this never throws.
 */
export function encodeQueryComponent(value: string): string {
  return encodeURIComponent(value.replace(LONE_SURROGATE, '\ufffd'))
    .replace(/%20/g, '+')
    .replace(/%2C/g, ',');
}

/** Decodes one key or value (`+` is a space); `null` for a malformed escape such as `%E0%A4`. */
export function decodeQueryComponent(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * Joins already encoded `key=value` pairs into a query string without the leading `?`.
 * Pairs with an empty value are left out.
 */
export function joinQuery(pairs: readonly (readonly [string, string])[]): string {
  return pairs
    .filter(([, value]) => value !== '')
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/**
 * Reads a query string (with or without `?`, a `#hash` ignored) into a record whose values are
 * lists, in order of appearance. Pairs that do not decode are skipped; never throws.
 */
export function parseQueryString(query: string): Record<string, readonly string[]> {
  const body = query.split('#', 1)[0]?.replace(/^\?/, '') ?? '';
  const values = new Map<string, string[]>();
  for (const part of body.split('&')) {
    const equals = part.indexOf('=');
    const key = decodeQueryComponent(equals < 0 ? part : part.slice(0, equals));
    const value = decodeQueryComponent(equals < 0 ? '' : part.slice(equals + 1));
    if (key === null || value === null || key === '') continue;
    values.set(key, [...(values.get(key) ?? []), value]);
  }
  // fromEntries defines own properties, so a key such as `__proto__` stays a plain key.
  return Object.fromEntries(values);
}

/** Every string value given for a key, whatever shape the record holds at run time. */
export function queryValues(record: QueryRecord, key: string): readonly string[] {
  if (typeof record !== 'object' || record === null || !Object.hasOwn(record, key)) return [];
  const value: unknown = record[key];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/** The first string value given for a key, if any. */
export function firstQueryValue(record: QueryRecord, key: string): string | undefined {
  return queryValues(record, key)[0];
}
