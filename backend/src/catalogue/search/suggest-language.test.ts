import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueFixture } from '../testing/catalogue-fixture';

interface SuggestionAnswer {
  readonly phrase: string;
  readonly url: string;
}

describe('given autosuggest on a page in one language', () => {
  const { app, catalogue } = catalogueFixture(300, 7);
  const suggestions = async (q: string, language: string): Promise<SuggestionAnswer[]> =>
    (await (
      await app.request(`/autosuggest/list/?q=${encodeURIComponent(q)}`, {
        headers: { 'accept-language': language },
      })
    ).json()) as SuggestionAnswer[];

  it('when an English shopper types a German word, then the suggestions are the English phrases for it', async () => {
    const list = await suggestions('kinder', 'en-US');

    expect(list.length).toBeGreaterThan(0);
    expect(list.map((s) => s.phrase)).toContain("Kids' Jerseys");
    expect(list.every((s) => !/kinder/i.test(s.phrase))).toBe(true);
    // Their paths are the English site's.
    expect(list.find((s) => s.phrase === "Kids' Jerseys")?.url).toBe('/kids/jerseys/');
  });

  it('when a German shopper types an English word, then the suggestions are the German phrases for it', async () => {
    const list = await suggestions('kids', 'de-AT');

    expect(list.map((s) => s.phrase)).toContain('Kinder Trikots');
    expect(list.every((s) => !/kids/i.test(s.phrase))).toBe(true);
    expect(list.find((s) => s.phrase === 'Kinder Trikots')?.url).toBe('/kinder/trikots/');
  });

  it('when the shopper types in the page’s language, then nothing of the other language is mixed in', async () => {
    expect((await suggestions('trik', 'de-AT')).map((s) => s.phrase)).toContain('Trikots');
    expect((await suggestions('jers', 'en-US')).map((s) => s.phrase)).toContain('Jerseys');
  });

  it('whatever is typed on the English site, every suggestion is an English phrase', () => {
    // An English phrase, typed on the English site, finds itself; a German-only one would not.
    const isEnglish = (phrase: string) =>
      catalogue.autosuggest(phrase, 'en', 20).some((s) => s.phrase === phrase);
    fc.assert(
      fc.property(
        fc.constantFrom('kinder', 'damen', 'herren', 'trikots', 'schuhe', 'schal', 'bälle', 'tr', 'ki', 'ja'),
        (q) => {
          for (const { phrase } of catalogue.autosuggest(q, 'en', 20))
            expect(isEnglish(phrase), phrase).toBe(true);
        },
      ),
    );
  });
});
