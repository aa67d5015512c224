import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anchorOfHash, faqAnchors, faqQuestionHref } from './faq-anchor';

describe('given the questions of an FAQ topic', () => {
  it('when they are written in English, then each anchor is its words joined by hyphens', () => {
    expect(faqAnchors(['How much is shipping?', 'Can I order without an account?'])).toEqual([
      'how-much-is-shipping',
      'can-i-order-without-an-account',
    ]);
  });

  it('when they are written in German, then umlauts and ß are spelled out', () => {
    expect(faqAnchors(['Kann ich meine Bestellung ändern?', 'Wie groß ist der Versand?'])).toEqual([
      'kann-ich-meine-bestellung-aendern',
      'wie-gross-ist-der-versand',
    ]);
  });

  it('when two questions read the same, then the second gets a number', () => {
    expect(faqAnchors(['Returns?', 'Returns!', '¿?'])).toEqual(['returns', 'returns-2', 'question']);
    expect(faqAnchors(['A', 'A', 'A 2'])).toEqual(['a', 'a-2', 'a-2-2']);
  });

  it('whatever the questions, the anchors are distinct, URL-safe and short', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 120 }), { maxLength: 12 }), (questions) => {
        const anchors = faqAnchors(questions);
        expect(anchors).toHaveLength(questions.length);
        expect(new Set(anchors).size).toBe(anchors.length);
        for (const anchor of anchors) {
          expect(anchor).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
          expect(anchor.length).toBeLessThanOrEqual(64);
        }
      }),
    );
  });

  it('when a question links to its topic page, then the link names its anchor, and a hash reads back', () => {
    expect(faqQuestionHref('/faq/shipping/', 'how-much-is-shipping')).toBe(
      '/faq/shipping/#how-much-is-shipping',
    );
    expect(faqQuestionHref('/faq/shipping/#costs', 'how-much-is-shipping')).toBe('/faq/shipping/#costs');
    expect(anchorOfHash('#how-much-is-shipping')).toBe('how-much-is-shipping');
    expect(anchorOfHash('#%E2%82%AC')).toBe('€');
    expect(anchorOfHash('#%E2')).toBe('%E2');
    expect(anchorOfHash('')).toBe('');
  });
});
