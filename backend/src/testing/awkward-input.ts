/**
 * Arbitraries for requests nobody should send: wrong types, huge and unicode strings, extra keys,
 * malformed JSON and percent-encoding, garbage headers. Shared by the API and checkout fuzz tests.
 */
import fc from 'fast-check';

/** Texts that stress parsers and validators. */
export const awkwardText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  // Lone surrogates and control characters.
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    '1e309',
    '9007199254740993',
    'NaN',
    'null',
    'true',
    '🙂',
    '👨‍👩‍👧‍👦',
    'Ö',
    '\u0000',
    '\uD800',
    '\u202E',
    "O'Brien",
    '"quoted"',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%',
    '%zz',
    '%E0%A4%A',
    '__proto__',
    'u3f1c2a4e-6a1b-4c2d-9e3f-0a1b2c3d4e5f',
    '3f1c2a4e-6a1b-4c2d-9e3f-0a1b2c3d4e5f',
  ),
);

/** Percent-encodes a text; lone surrogates (which cannot be encoded) become U+FFFD. */
export function encodePart(text: string): string {
  return encodeURIComponent(
    text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );
}

/** A long text, up to `maxBytes` characters, built by repetition so generating it stays cheap. */
export const hugeText = (maxBytes = 100_000): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.constantFrom('a', 'é', '🙂', '\u0000', '9', ' ', '{', '%'),
      fc.integer({ min: 1, max: maxBytes }),
    )
    .map(([unit, n]) => unit.repeat(Math.max(1, Math.floor(n / unit.length))));

/** Any JSON value, with awkward strings in it. */
export const awkwardJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e308, 0.1, -1, 0),
  awkwardText,
);

/** A field value: mostly small, sometimes huge. */
export const awkwardValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: awkwardJson },
  { weight: 1, arbitrary: hugeText(20_000) },
  { weight: 1, arbitrary: fc.array(awkwardJson, { maxLength: 30 }) },
);

/** An object with the route's own fields (and extra keys) holding awkward values. */
export const awkwardObject = (fields: readonly string[]): fc.Arbitrary<Record<string, unknown>> =>
  fc.dictionary(
    fc.oneof(
      { weight: 4, arbitrary: fields.length ? fc.constantFrom(...fields) : fc.constant('extra') },
      { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty') },
      { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
    ),
    awkwardValue,
    { maxKeys: 10 },
  );

/** A request body: bytes and the Content-Type it is declared with. */
export interface FuzzBody {
  readonly bytes: Uint8Array | undefined;
  readonly contentType: string | undefined;
}

const encoder = new TextEncoder();

const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      undefined,
      '',
      'application/json; charset=utf-8',
      'application/vnd.api+json',
      'APPLICATION/JSON',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      ';;;',
      'application/',
    ),
  },
);

/** Bodies of every kind: JSON objects with the fields, any JSON, malformed JSON, broken UTF-8, huge. */
export const awkwardBody = (fields: readonly string[]): fc.Arbitrary<FuzzBody> => {
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map((v) => encoder.encode(JSON.stringify(v) ?? 'null'));
  const bytes: fc.Arbitrary<Uint8Array | undefined> = fc.oneof(
    { weight: 8, arbitrary: json(awkwardObject(fields)) },
    { weight: 3, arbitrary: json(awkwardJson) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    // Malformed JSON: a valid text cut short, or any text at all.
    {
      weight: 2,
      arbitrary: fc.tuple(awkwardObject(fields), fc.nat()).map(([v, cut]) => {
        const text = JSON.stringify(v);
        return encoder.encode(text.slice(0, cut % Math.max(1, text.length)));
      }),
    },
    { weight: 1, arbitrary: awkwardText.map((t) => encoder.encode(t)) },
    // Bytes that are not UTF-8.
    { weight: 1, arbitrary: fc.uint8Array({ minLength: 1, maxLength: 64 }) },
    // Up to 100 kB: over the body limit, or a huge field within it.
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...(fields.length ? fields : ['extra'])), hugeText(100_000))
        .map(([field, text]) => encoder.encode(JSON.stringify({ [field]: text }))),
    },
  );
  return fc.record({ bytes, contentType });
};

/** Characters a header value may carry (Latin-1, no CR, LF or NUL). */
const headerText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 80 }),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
  fc.constantFrom('', ' ', '\t', 'x'.repeat(4000)),
);

/** Garbage for the `Authorization` header. */
export const garbageAuthorization: fc.Arbitrary<string> = fc.oneof(
  headerText.map((t) => `Bearer ${t}`),
  headerText,
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'bearer x',
    'Basic dXNlcjpwYXNz',
    'Bearer a b',
    `Bearer ${'A'.repeat(43)}`,
  ),
);

/** Garbage for other headers (`uuid`, `Accept-Language`, `Origin`, cookies…). */
export const garbageHeader: fc.Arbitrary<string> = fc.oneof(
  headerText,
  fc.constantFrom('de', 'de-AT', 'en;q=abc', 'de;q=0, en;q=0', '*', 'u', 'u' + 'f'.repeat(36)),
);

/** A query string: the route's parameters and others, with awkward and malformed values. */
export const awkwardQuery = (params: readonly string[]): fc.Arbitrary<string> => {
  const key = fc.oneof(
    { weight: 4, arbitrary: params.length ? fc.constantFrom(...params) : fc.constant('x') },
    { weight: 1, arbitrary: fc.string({ maxLength: 8 }).map(encodePart) },
  );
  const value = fc.oneof(
    { weight: 4, arbitrary: awkwardText.map(encodePart) },
    { weight: 1, arbitrary: hugeText(4_000).map(encodePart) },
    // Raw, possibly malformed, percent-encoding and separators.
    {
      weight: 2,
      arbitrary: fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '+', '=', '%2C%2C', ',,,', '-1', '1e9'),
    },
    {
      weight: 1,
      arbitrary: fc.array(fc.integer({ min: -5, max: 20_000 }), { maxLength: 30 }).map((a) => a.join(',')),
    },
  );
  return fc
    .array(fc.tuple(key, value, fc.boolean()), { maxLength: 6 })
    .map((pairs) =>
      pairs.length ? `?${pairs.map(([k, v, bare]) => (bare ? k : `${k}=${v}`)).join('&')}` : '',
    );
};
