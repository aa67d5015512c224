import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueFixture } from '../testing/catalogue-fixture';
import { allowedDistance, editDistance } from './spelling';

describe('given the edit distance between two words', () => {
  it('when letters are wrong, missing, extra or swapped, then each counts as one edit', () => {
    expect(editDistance('jersey', 'jersey')).toBe(0);
    expect(editDistance('jersy', 'jersey')).toBe(1);
    expect(editDistance('jerseey', 'jersey')).toBe(1);
    expect(editDistance('jarsey', 'jersey')).toBe(1);
    expect(editDistance('jesrey', 'jersey')).toBe(1);
    expect(editDistance('trikto', 'trikot')).toBe(1);
    expect(editDistance('scraf', 'scarf')).toBe(1);
    expect(editDistance('hoem', 'home')).toBe(1);
    expect(editDistance('ball', 'shoe')).toBe(4);
  });

  it('when it exceeds the limit, then it stops counting and answers one more than the limit', () => {
    expect(editDistance('ball', 'shoe', 2)).toBe(3);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('is zero only for the same word, the same both ways, and never more than the longer word', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 8 });
    fc.assert(
      fc.property(word, word, (a, b) => {
        const d = editDistance(a, b);
        expect(d === 0).toBe(a === b);
        expect(editDistance(b, a)).toBe(d);
        expect(d).toBeLessThanOrEqual(Math.max(a.length, b.length));
        expect(d).toBeGreaterThanOrEqual(Math.abs(a.length - b.length));
        // The limit changes nothing at or under it.
        expect(editDistance(a, b, 2)).toBe(Math.min(d, 3));
      }),
    );
  });

  it('allows more edits in longer words', () => {
    expect([3, 4, 5, 8, 9, 14].map((n) => allowedDistance('x'.repeat(n)))).toEqual([1, 1, 2, 2, 3, 3]);
  });
});

describe('given a search that found nothing', () => {
  const { app } = catalogueFixture(300, 7);
  const listing = async (q: string, language = 'en-US') =>
    (await (
      await app.request(`/api/v1/listing/?path=/search/&q=${encodeURIComponent(q)}`, {
        headers: { 'accept-language': language },
      })
    ).json()) as { spelling?: string | null; pagination: { total: number } };

  it('when a word is misspelt, then the answer suggests the nearest words of the catalogue, which find products', async () => {
    for (const [typed, language, meant] of [
      ['jersy', 'en-US', 'jersey'],
      ['hoem jersy', 'en-US', 'home jersey'],
      ['scraf', 'en-US', 'scarf'],
      ['trikto', 'de-AT', 'trikots'],
    ] as const) {
      const answer = await listing(typed, language);
      expect(answer.pagination.total, typed).toBe(0);
      expect(answer.spelling, typed).toBe(meant);
      expect((await listing(meant, language)).pagination.total, meant).toBeGreaterThan(0);
    }
  });

  it('when nothing in the catalogue is near, then there is no suggestion', async () => {
    const answer = await listing('xyzzyq');
    expect(answer.pagination.total).toBe(0);
    expect(answer.spelling).toBeNull();
  });

  it('when the search found products, then the answer carries no suggestion', async () => {
    const answer = await listing('jersey');
    expect(answer.pagination.total).toBeGreaterThan(0);
    expect(answer).not.toHaveProperty('spelling');
  });

  it('whatever the shopper typed, a suggestion is never the query itself and always finds products', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('jersey', 'scarf', 'ball', 'boots', 'trikot', 'schal', 'jacket'),
        fc.nat(),
        fc.constantFrom('drop', 'swap', 'double'),
        async (word, at, edit) => {
          const i = at % word.length;
          const typed =
            edit === 'drop'
              ? word.slice(0, i) + word.slice(i + 1)
              : edit === 'double'
                ? word.slice(0, i + 1) + word.slice(i)
                : word.slice(0, i) + (word[i + 1] ?? '') + word[i] + word.slice(i + 2);
          const answer = await listing(typed);
          if (answer.pagination.total > 0) {
            expect(answer).not.toHaveProperty('spelling');
            return;
          }
          if (answer.spelling == null) return;
          expect(answer.spelling).not.toBe(typed);
          expect((await listing(answer.spelling)).pagination.total).toBeGreaterThan(0);
        },
      ),
      { numRuns: 40 },
    );
  });
});
