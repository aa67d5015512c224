import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { QUERY_MAX_LENGTH, QUERY_MIN_LENGTH } from '../shared/constants.js';
import { parseQueryString } from '../shared/query-string.js';
import { localisePath } from '../navigation/language.js';
import { matchRoute } from '../navigation/routes.js';
import {
  isUsableQuery,
  normalSearchQueryString,
  normaliseSearchQuery,
  searchQueryParam,
  searchResultsPath,
} from './query.js';

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
  it('given surrounding and repeated whitespace, then it is trimmed and collapsed to single spaces', () => {
    expect(normaliseSearchQuery('  red   jersey ')).toBe('red jersey');
    expect(normaliseSearchQuery('red\t\njersey\u00a0men')).toBe('red jersey men');
  });

  it('given commas, then they are kept', () => {
    expect(normaliseSearchQuery('shoes, red ,  42')).toBe('shoes, red , 42');
  });

  it('given more than 50 characters, then it is cut to 50', () => {
    const long = 'a'.repeat(60);
    expect(normaliseSearchQuery(long)).toBe('a'.repeat(QUERY_MAX_LENGTH));
    expect(QUERY_MAX_LENGTH).toBe(50);
  });

  it('given padding in front of a long query, then the cut comes first, as the spec orders it, and the padding counts', () => {
    expect(normaliseSearchQuery(`${' '.repeat(48)}abcdef`)).toBe('ab');
    expect(normaliseSearchQuery(`${' '.repeat(60)}ball`)).toBe('');
    expect(normaliseSearchQuery(`a${' '.repeat(60)}b`)).toBe('a');
    expect(normaliseSearchQuery(`a${' '.repeat(40)}bcdefghijk`)).toBe('a bcdefghij');
  });

  it('given a cut that lands on a space, then no space is left dangling', () => {
    const query = `${'a'.repeat(49)} bcd`;
    expect(normaliseSearchQuery(query)).toBe('a'.repeat(49));
  });

  it('given a cut through an emoji, then the emoji is dropped whole rather than split', () => {
    const query = `${'a'.repeat(49)}😀`;
    expect(normaliseSearchQuery(query)).toBe('a'.repeat(49));
  });

  it('given a cut after the first or the last high surrogate, then the pair is dropped whole; after another character, it is kept', () => {
    const head = 'a'.repeat(QUERY_MAX_LENGTH - 1);
    expect(normaliseSearchQuery(`${head}\u{10000}`)).toBe(head);
    expect(normaliseSearchQuery(`${head}\u{10FFFF}`)).toBe(head);
    expect(normaliseSearchQuery(`${head}\uff21b`)).toBe(`${head}\uff21`);
  });

  it('given a lone surrogate, then it is dropped', () => {
    expect(normaliseSearchQuery('ab\ud800c')).toBe('abc');
  });

  it('given a typed plus, then it is kept as the shopper’s own character', () => {
    expect(normaliseSearchQuery('c++ trikot')).toBe('c++ trikot');
    expect(normaliseSearchQuery(' + red  + jersey + ')).toBe('+ red + jersey +');
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

  it('never has whitespace other than single spaces between words', () => {
    fc.assert(
      fc.property(rawQuery, (raw) => {
        const q = normaliseSearchQuery(raw);
        return q === q.trim() && !/\s\s/.test(q) && !/[^\S ]/.test(q);
      }),
    );
  });

  it('is the first 50 characters of the input, trimmed and collapsed, in that order (spec section 2)', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.constantFrom('a', 'b', ',', '+', ' ', '  ', '\t'), { maxLength: 80 })
          .map((p) => p.join('')),
        (raw) => {
          const expected = raw.slice(0, QUERY_MAX_LENGTH).trim().replace(/\s+/g, ' ');
          expect(normaliseSearchQuery(raw)).toBe(expected);
        },
      ),
    );
  });

  it('keeps every plus sign of the part that fits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (raw) => {
        const pluses = (text: string) => text.split('+').length - 1;
        return pluses(normaliseSearchQuery(raw)) === pluses(raw);
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

describe('showing a search query (its normal form is what the shopper reads)', () => {
  it('given a normalised query, then it reads as typed, plus signs included', () => {
    expect(normaliseSearchQuery('red jersey, men')).toBe('red jersey, men');
    expect(normaliseSearchQuery('c++ trikot')).toBe('c++ trikot');
    expect(normaliseSearchQuery('')).toBe('');
  });

  it('round-trips: normalising the displayed text gives the same query', () => {
    fc.assert(
      fc.property(rawQuery, (raw) => {
        const q = normaliseSearchQuery(raw);
        expect(normaliseSearchQuery(q)).toBe(q);
      }),
    );
  });
});

describe('the q URL parameter', () => {
  it('given a query with spaces, commas and reserved characters, then spaces are plus signs, commas stay and the rest is encoded', () => {
    expect(searchQueryParam(' red  jersey, 100% & more ')).toBe('red+jersey,+100%25+%26+more');
    expect(searchQueryParam('Fußball')).toBe('Fu%C3%9Fball');
  });

  it('given a typed plus, then it is written apart from the spaces and survives the round trip through the URL', () => {
    expect(searchQueryParam('c++ trikot')).toBe('c%2B%2B+trikot');
    expect(new URLSearchParams(`q=${searchQueryParam('c++ trikot')}`).get('q')).toBe('c++ trikot');
    expect(parseQueryString(searchResultsPath('c++ trikot').split('?')[1] ?? '').q).toEqual(['c++ trikot']);
    expect(searchResultsPath('  home   jersey, red ')).toBe('/search/?q=home+jersey,+red');
  });

  it('decodes, as a form-encoded query string does, back to the normalised query', () => {
    fc.assert(
      fc.property(rawQuery, (raw) => {
        const decoded = decodeURIComponent(searchQueryParam(raw).replace(/\+/g, ' '));
        expect(decoded).toBe(normaliseSearchQuery(raw));
        expect(new URLSearchParams(`q=${searchQueryParam(raw)}`).get('q')).toBe(normaliseSearchQuery(raw));
      }),
    );
  });
});

describe('property: every search link is the route table’s search page', () => {
  it('for any query, in either language, the link opens the search route and carries the query in its normal form', () => {
    fc.assert(
      fc.property(rawQuery, fc.constantFrom('en-US' as const, 'de-AT' as const), (raw, language) => {
        const match = matchRoute(localisePath(searchResultsPath(raw), language));
        expect(match.kind).toBe('route');
        if (match.kind !== 'route') return;
        expect(match.name).toBe('search');
        expect(match.language).toBe(language);
        expect(parseQueryString(match.query.slice(1)).q).toEqual([normaliseSearchQuery(raw)]);
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
    expect(isUsableQuery('a\t')).toBe(false);
    expect(isUsableQuery('😀')).toBe(false);
  });

  it('given 2 characters or more after normalising, then it is used', () => {
    expect(isUsableQuery('ab')).toBe(true);
    expect(isUsableQuery(' a b ')).toBe(true);
    expect(isUsableQuery('c+')).toBe(true);
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

describe('the search page’s query string in its normal form (a native search lands where the links go)', () => {
  it('given a 70-character query with doubled spaces, then q is cut to 50, trimmed and collapsed, with + for spaces', () => {
    const typed = `  home   jersey ${'x'.repeat(60)}`;
    const normal = normalSearchQueryString(`?q=${encodeURIComponent(typed)}&sort=price-asc`);
    expect(normal).toBe(`?q=${searchQueryParam(typed)}&sort=price-asc`);
    expect(parseQueryString(normal!).q?.[0]).toBe(normaliseSearchQuery(typed));
    expect(normaliseSearchQuery(typed).length).toBeLessThanOrEqual(QUERY_MAX_LENGTH);
  });

  it('given a query already in its normal form, or none, then there is nothing to change', () => {
    expect(normalSearchQueryString('?q=home+jersey&page=2')).toBeUndefined();
    expect(normalSearchQueryString('?q=c%2B%2B+trikot')).toBeUndefined();
    expect(normalSearchQueryString('')).toBeUndefined();
    expect(normalSearchQueryString('?sort=price-asc')).toBeUndefined();
  });

  it('given spaces written as %20, a second q or a malformed one, then each is put right; a character written otherwise but read alike is left', () => {
    expect(normalSearchQueryString('?q=home%20jersey')).toBe('?q=home+jersey');
    expect(normalSearchQueryString('?q=a+b&q=c')).toBe('?q=a+b');
    expect(normalSearchQueryString('?q=%E0%A4')).toBe('?q=');
    expect(normalSearchQueryString('?q=time:10')).toBeUndefined();
    expect(normalSearchQueryString('?q=&sort=new')).toBeUndefined();
  });

  it('is idempotent, keeps the other parameters, and its q reads back as the normal form', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 80 }),
        fc.constantFrom('', '&sort=price-asc', 'page=2&'),
        (typed, other) => {
          const query = other.endsWith('&')
            ? `?${other}q=${encodeURIComponent(typed)}`
            : `?q=${encodeURIComponent(typed)}${other}`;
          const normal = normalSearchQueryString(query) ?? query;
          expect(normalSearchQueryString(normal)).toBeUndefined();
          const read = parseQueryString(normal);
          const expected = normaliseSearchQuery(typed);
          expect(read.q?.[0]).toBe(expected);
          if (other.includes('sort')) expect(read.sort).toEqual(['price-asc']);
          if (other.includes('page')) expect(read.page).toEqual(['2']);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('a search address as a native form sends it', () => {
  it('redirects to the normal form, in both languages, keeping the hash', () => {
    expect(matchRoute('/search/?q=home%20%20jersey')).toEqual({
      kind: 'redirect',
      location: '/search/?q=home+jersey',
    });
    expect(matchRoute(`${localisePath('/search/', 'de-AT')}?q=+trikot+#top`)).toEqual({
      kind: 'redirect',
      location: `${localisePath('/search/', 'de-AT')}?q=trikot#top`,
    });
    expect(matchRoute('/search/?q=home+jersey')).toMatchObject({ kind: 'route', name: 'search' });
  });
});
