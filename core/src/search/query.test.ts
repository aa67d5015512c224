import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QUERY_MAX_LENGTH, QUERY_MIN_LENGTH } from '../shared/constants.js';
import { isUsableQuery, normaliseSearchQuery, searchQueryParam, searchQueryText } from './query.js';

/** Raw input rich in the characters the rule cares about: spaces of all kinds, pluses, commas. */
const rawQuery = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc
    .array(fc.constantFrom('a', 'ö', 'Z', '1', ' ', '  ', '\t', '\n', '\u00a0', '+', ',', '😀', '\ud83d'), {
      maxLength: 90,
    })
    .map((parts) => parts.join('')),
);

describe('normalising a search query', () => {
  it('given surrounding and repeated whitespace, then it is trimmed, collapsed and written with pluses', () => {
    expect(normaliseSearchQuery('  red   jersey ')).toBe('red+jersey');
    expect(normaliseSearchQuery('red\t\njersey\u00a0men')).toBe('red+jersey+men');
  });

  it('given commas, then they are kept', () => {
    expect(normaliseSearchQuery('shoes, red ,  42')).toBe('shoes,+red+,+42');
  });

  it('given more than 50 characters, then it is cut to 50', () => {
    const long = 'a'.repeat(60);
    expect(normaliseSearchQuery(long)).toBe('a'.repeat(QUERY_MAX_LENGTH));
    expect(QUERY_MAX_LENGTH).toBe(50);
  });

  it('given padding in front of a long query, then the words survive because the cut comes after collapsing', () => {
    expect(normaliseSearchQuery(`${' '.repeat(60)}ball`)).toBe('ball');
    expect(normaliseSearchQuery(`a${' '.repeat(60)}b`)).toBe('a+b');
  });

  it('given a cut that lands on a space, then no plus is left dangling', () => {
    const query = `${'a'.repeat(49)} bcd`;
    expect(normaliseSearchQuery(query)).toBe('a'.repeat(49));
  });

  it('given a cut through an emoji, then the emoji is dropped whole rather than split', () => {
    const query = `${'a'.repeat(49)}😀`;
    expect(normaliseSearchQuery(query)).toBe('a'.repeat(49));
  });

  it('given a literal plus, then it counts as a space', () => {
    expect(normaliseSearchQuery('c++ book')).toBe('c+book');
    expect(normaliseSearchQuery('+ red + jersey +')).toBe('red+jersey');
  });

  it('given only whitespace, then it is empty', () => {
    expect(normaliseSearchQuery(' \t\n ')).toBe('');
    expect(normaliseSearchQuery('')).toBe('');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(rawQuery, (raw) => {
        const once = normaliseSearchQuery(raw);
        expect(normaliseSearchQuery(once)).toBe(once);
      }),
    );
  });

  it('never is longer than 50 characters', () => {
    fc.assert(fc.property(rawQuery, (raw) => normaliseSearchQuery(raw).length <= QUERY_MAX_LENGTH));
  });

  it('never has whitespace, a leading or trailing plus, or a doubled plus', () => {
    fc.assert(
      fc.property(rawQuery, (raw) => {
        const q = normaliseSearchQuery(raw);
        return !/\s/.test(q) && !q.startsWith('+') && !q.endsWith('+') && !q.includes('++');
      }),
    );
  });

  it('keeps every comma of the part that fits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const commas = (text: string) => text.split(',').length - 1;
        return commas(normaliseSearchQuery(raw)) === commas(raw);
      }),
    );
  });

  it('always yields text that can be percent-encoded', () => {
    fc.assert(
      fc.property(rawQuery, (raw) => {
        expect(() => encodeURIComponent(normaliseSearchQuery(raw))).not.toThrow();
      }),
    );
  });
});

describe('showing a search query', () => {
  it('given a normalised query, then the pluses read as spaces', () => {
    expect(searchQueryText('red+jersey,+men')).toBe('red jersey, men');
    expect(searchQueryText('')).toBe('');
  });

  it('round-trips: normalising the displayed text gives the same query', () => {
    fc.assert(
      fc.property(rawQuery, (raw) => {
        const q = normaliseSearchQuery(raw);
        expect(normaliseSearchQuery(searchQueryText(q))).toBe(q);
      }),
    );
  });
});

describe('the q URL parameter', () => {
  it('given a query with spaces, commas and reserved characters, then only the latter are encoded', () => {
    expect(searchQueryParam(' red  jersey, 100% & more ')).toBe('red+jersey,+100%25+%26+more');
    expect(searchQueryParam('Fußball')).toBe('Fu%C3%9Fball');
  });

  it('decodes, as a form-encoded query string does, back to the displayed text', () => {
    fc.assert(
      fc.property(rawQuery, (raw) => {
        const decoded = decodeURIComponent(searchQueryParam(raw).replace(/\+/g, ' '));
        expect(decoded).toBe(searchQueryText(normaliseSearchQuery(raw)));
      }),
    );
  });
});

describe('a usable query', () => {
  it('given fewer than 2 characters after normalising, then it is not used', () => {
    expect(QUERY_MIN_LENGTH).toBe(2);
    expect(isUsableQuery('')).toBe(false);
    expect(isUsableQuery('a')).toBe(false);
    expect(isUsableQuery('  a  ')).toBe(false);
    expect(isUsableQuery('a+')).toBe(false);
    expect(isUsableQuery('😀')).toBe(false);
  });

  it('given 2 characters or more after normalising, then it is used', () => {
    expect(isUsableQuery('ab')).toBe(true);
    expect(isUsableQuery(' a b ')).toBe(true);
    expect(isUsableQuery('😀😀')).toBe(true);
  });

  it('agrees with the length of the normalised query', () => {
    fc.assert(
      fc.property(rawQuery, (raw) => {
        expect(isUsableQuery(raw)).toBe([...normaliseSearchQuery(raw)].length >= QUERY_MIN_LENGTH);
      }),
    );
  });
});
