import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SUGGESTIONS_SHOWN } from '../shared/constants.js';
import { readSuggestions, suggestionUrl, topSuggestions } from './suggestion.js';
import { aSuggestion } from './testing/header-mother.js';

describe('given a phrase', () => {
  it('when it becomes a link, then it leads to the search results with the normalised query', () => {
    expect(suggestionUrl('  home   jersey, red ')).toBe('/search/?q=home+jersey,+red');
  });
});

describe('given more suggestions than are shown', () => {
  it('when the top ones are taken, then the heaviest five show, ties in the API order', () => {
    const list = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((p, i) => aSuggestion(p, i % 3));
    expect(topSuggestions(list).map((s) => s.phrase)).toEqual(['c', 'f', 'b', 'e', 'a']);
  });

  it('then, for any list, at most SUGGESTIONS_SHOWN show, sorted by weight, all from the list (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 50 }), { maxLength: 20 }), (weights) => {
        const list = weights.map((w, i) => aSuggestion(`p${i}`, w));
        const top = topSuggestions(list);
        expect(top.length).toBe(Math.min(SUGGESTIONS_SHOWN, list.length));
        top.forEach((s, i) => {
          expect(list).toContain(s);
          if (i > 0) expect(top[i - 1]!.weight).toBeGreaterThanOrEqual(s.weight);
        });
        const shownMin = Math.min(...top.map((s) => s.weight));
        const hidden = list.filter((s) => !top.includes(s));
        expect(hidden.every((s) => s.weight <= shownMin)).toBe(true);
      }),
    );
  });
});

describe('given an autosuggest answer', () => {
  it('when read, then phrases keep their weight as a whole count and get a search url', () => {
    expect(
      readSuggestions([
        { phrase: 'jersey', weight: 12 },
        { phrase: ' ball ', weight: '3.6', url: '/balls/' },
        { phrase: 'boot', weight: -2 },
        { phrase: 'cap' },
        { phrase: '  ', weight: 4 },
        { weight: 4 },
        null,
      ]),
    ).toEqual([
      { phrase: 'jersey', weight: 12, url: '/search/?q=jersey' },
      { phrase: 'ball', weight: 4, url: '/balls/' },
      { phrase: 'boot', weight: 0, url: '/search/?q=boot' },
      { phrase: 'cap', weight: 0, url: '/search/?q=cap' },
    ]);
  });

  it('then, for any JSON, reading never throws and counts are whole and not negative (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.array(fc.record({ phrase: fc.string(), weight: fc.jsonValue() }))),
        (raw) =>
          readSuggestions(raw).every((s) => Number.isInteger(s.weight) && s.weight >= 0 && s.phrase !== ''),
      ),
    );
  });
});
