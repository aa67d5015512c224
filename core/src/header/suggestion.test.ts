import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SUGGESTIONS_SHOWN } from '../shared/constants.js';
import { suggestionUrl, topSuggestions } from './suggestion.js';
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
