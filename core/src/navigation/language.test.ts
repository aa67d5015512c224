import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { localisePath, splitLanguage } from './language.js';
import { DEFAULT_LANGUAGE, isLanguage } from '../shared/language.js';
import { languageArb, routeSampleArb } from './testing/route-arbitraries.js';
import { pathFor } from './routes.js';

describe('given the languages en-US (default, no prefix) and de-AT (/de/)', () => {
  it('when a path is localised, then only de-AT gets a prefix', () => {
    expect(DEFAULT_LANGUAGE).toBe('en-US');
    expect(localisePath('/login/', 'en-US')).toBe('/login/');
    expect(localisePath('/login/', 'de-AT')).toBe('/de/login/');
    expect(localisePath('/', 'de-AT')).toBe('/de/');
    expect(localisePath('/search/?q=ball', 'de-AT')).toBe('/de/search/?q=ball');
  });

  it('when a prefixed path is localised again, then the prefix is replaced, never stacked', () => {
    expect(localisePath('/de/login/', 'de-AT')).toBe('/de/login/');
    expect(localisePath('/de/login/', 'en-US')).toBe('/login/');
    expect(localisePath('/DE/', 'en-US')).toBe('/');
  });

  it('when a URL is split, then the prefix is read case-insensitively and by whole segment', () => {
    expect(splitLanguage('/de/p/x/')).toEqual({ language: 'de-AT', path: '/p/x/' });
    expect(splitLanguage('/De?x=1')).toEqual({ language: 'de-AT', path: '/?x=1' });
    expect(splitLanguage('/deals/')).toEqual({ language: 'en-US', path: '/deals/' });
    expect(splitLanguage('/en/')).toEqual({ language: 'en-US', path: '/en/' });
  });

  it('when values are checked, then only the two languages are known', () => {
    expect(isLanguage('de-AT')).toBe(true);
    expect(isLanguage('de')).toBe(false);
  });
});

describe('properties', () => {
  it('localising then splitting gives back the language and the path', () => {
    fc.assert(
      fc.property(routeSampleArb, languageArb, languageArb, ({ name, params }, first, second) => {
        const path = pathFor(name, params);
        expect(splitLanguage(localisePath(path, first))).toEqual({ language: first, path });
        expect(localisePath(localisePath(path, first), second)).toBe(localisePath(path, second));
      }),
    );
  });
});
