import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  decodeQueryComponent,
  encodeQueryComponent,
  firstQueryValue,
  joinQuery,
  parseQueryString,
  queryValues,
} from './query-string.js';

/** Any text, biased towards what matters in a query string, lone surrogate halves included. */
const textArb = fc.string({
  unit: fc.oneof(
    fc.constantFrom(' ', ',', '+', '%', '&', '=', '#', '?'),
    fc.integer({ min: 0, max: 0x10ffff }).map((c) => String.fromCodePoint(c)),
    fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  ),
});

const wellFormed = (s: string): string =>
  s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

describe('query components', () => {
  it('given spaces, commas and plus signs, then spaces become +, commas stay and + is escaped', () => {
    expect(encodeQueryComponent('red shoes, size 42+')).toBe('red+shoes,+size+42%2B');
    expect(decodeQueryComponent('red+shoes,+size+42%2B')).toBe('red shoes, size 42+');
  });

  it('round-trips any text, lone surrogates replaced', () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const encoded = encodeQueryComponent(text);
        expect(encoded).toMatch(/^[A-Za-z0-9\-_.!~*'()%+,]*$/);
        expect(decodeQueryComponent(encoded)).toBe(wellFormed(text));
      }),
    );
  });

  it('given a malformed escape, then decoding yields null instead of throwing', () => {
    expect(decodeQueryComponent('%E0%A4')).toBeNull();
    expect(decodeQueryComponent('%')).toBeNull();
  });
});

describe('query strings', () => {
  it('given a query string, then repeated keys collect their values in order', () => {
    expect(parseQueryString('?filters=1,2&q=red+shoes&filters=3&flag#top')).toEqual({
      filters: ['1,2', '3'],
      q: ['red shoes'],
      flag: [''],
    });
  });

  it('given malformed pairs, then only those are skipped', () => {
    expect(parseQueryString('a=%E0%A4&b=1&=x&&c=%')).toEqual({ b: ['1'] });
  });

  it('given a key that does not decode, or a question mark past the start, then the pair is skipped or the mark kept', () => {
    expect(parseQueryString('%E0%A4=1&b=2')).toEqual({ b: ['2'] });
    expect(parseQueryString('?q=why?&p=?')).toEqual({ q: ['why?'], p: ['?'] });
    expect(parseQueryString('q=why?')).toEqual({ q: ['why?'] });
  });

  it('given a record holding one text rather than a list, then that text is its value', () => {
    expect(queryValues({ q: 'ball' }, 'q')).toEqual(['ball']);
    expect(firstQueryValue({ q: 'ball' }, 'q')).toBe('ball');
  });

  it('given a key named __proto__, then it stays a plain key', () => {
    const parsed = parseQueryString('__proto__=1&constructor=2');
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(queryValues(parsed, '__proto__')).toEqual(['1']);
    expect(queryValues({}, 'constructor')).toEqual([]);
  });

  it('joins encoded pairs and leaves empty values out', () => {
    expect(
      joinQuery([
        ['a', '1'],
        ['b', ''],
        ['c', 'x,y'],
      ]),
    ).toBe('a=1&c=x,y');
    expect(joinQuery([])).toBe('');
  });

  it('round-trips any pairs through join and parse', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            textArb.filter((k) => k !== ''),
            textArb.filter((v) => v !== ''),
          ),
        ),
        (pairs) => {
          const query = joinQuery(pairs.map(([k, v]) => [encodeQueryComponent(k), encodeQueryComponent(v)]));
          const parsed = parseQueryString(query);
          for (const [k, v] of pairs) expect(queryValues(parsed, wellFormed(k))).toContain(wellFormed(v));
        },
      ),
    );
  });

  it('reads values of any shape a router hands over, never throwing', () => {
    expect(firstQueryValue({ a: ['x', 'y'] }, 'a')).toBe('x');
    expect(firstQueryValue({ a: undefined }, 'a')).toBeUndefined();
    fc.assert(fc.property(fc.anything(), (record) => Array.isArray(queryValues(record as never, 'a'))));
  });
});
