/**
 * Autosuggest: phrases (brands, categories, departments with categories, sports, product types,
 * brands with categories) in each language, each weighted by the number of products it finds.
 * Matching is a prefix test of every typed word against the phrase's words, so it never fails on
 * shopper input and costs a scan over a few thousand short arrays.
 */
import { searchResultsPath } from '@fanshop/core/search';
import { count, countAnd, nonZeroWords } from '../index/bitset';
import type { Language } from '../catalogue-api';
import { FV_BASE, type CatalogueIndex } from '../index/catalogue-index';
import { PRODUCT_TYPES, TEAM } from '../seed/seed-data';
import { indexTerms, queryTokens, searchRows, words } from '../index/text-index';

/** One suggestion (spec section 3): the phrase, how many products it finds, where it leads. */
export interface Suggestion {
  readonly phrase: string;
  readonly weight: number;
  readonly url: string;
}

interface Phrase extends Suggestion {
  /** What the phrase names (`category:12`, `brand:3`…), the same in both languages. */
  readonly key: string;
  readonly words: readonly string[];
  readonly folded: string;
  /** National-team product types are what the empty query suggests. */
  readonly popular: boolean;
}

export interface SuggestIndex {
  readonly en: readonly Phrase[];
  readonly de: readonly Phrase[];
}

const POSSESSIVE: Readonly<Record<number, { en: string; de: string }>> = {
  1: { en: "Women's", de: 'Damen' },
  2: { en: "Men's", de: 'Herren' },
  3: { en: "Kids'", de: 'Kinder' },
};

/** Builds the phrases of both languages with their weights. */
export function buildSuggestIndex(index: CatalogueIndex): SuggestIndex {
  const build = (language: Language): Phrase[] => {
    const out = new Map<string, Phrase>();
    const add = (key: string, phrase: string, weight: number, url: string, popular = false): void => {
      const text = phrase.toLowerCase();
      if (weight <= 0 || out.has(text)) return;
      out.set(text, {
        key,
        phrase,
        weight,
        url,
        words: indexTerms(phrase),
        folded: words(phrase).join(' '),
        popular,
      });
    };
    // Product types, from the generator's name patterns, weighted by what a search for them finds.
    for (const [position, type] of PRODUCT_TYPES.entries()) {
      const phrase = type.name[language]
        .replace('{team}', TEAM[language])
        .replace(/\{model\}|\{year\}/g, '')
        .replace(/\s+/g, ' ')
        .trim();
      const rows = searchRows(index.text, queryTokens(phrase));
      add(
        `type:${position}`,
        phrase,
        rows ? count(rows) : 0,
        searchResultsPath(phrase),
        type.name.en.includes('{team}'),
      );
    }
    for (const brand of index.brandList) {
      add(
        `brand:${brand.id}`,
        brand.name,
        count(index.values.get(FV_BASE.brand + brand.id) ?? new Uint32Array()),
        `/brand/${brand.slug}/`,
      );
    }
    for (const cat of index.categoryList) {
      const rows = index.categoryRows.get(cat.id);
      if (!rows) continue;
      add(`category:${cat.id}`, cat.name[language], count(rows), `/${cat.slug[language]}/`);
      const words = nonZeroWords(rows);
      for (const g of index.genders) {
        const genderRows = index.genderRows.get(g.id);
        if (!genderRows) continue;
        const possessive = POSSESSIVE[g.id]?.[language] ?? g.name[language];
        add(
          `gender:${g.id}:category:${cat.id}`,
          `${possessive} ${cat.name[language]}`,
          countAnd(rows, words, genderRows),
          `/${g.slug[language]}/${cat.slug[language]}/`,
        );
      }
      if (cat.parentId !== null) {
        for (const brand of index.brandList) {
          const brandRows = index.values.get(FV_BASE.brand + brand.id);
          if (!brandRows) continue;
          add(
            `brand:${brand.id}:category:${cat.id}`,
            `${brand.name} ${cat.name[language]}`,
            countAnd(rows, words, brandRows),
            searchResultsPath(`${brand.name} ${cat.name[language]}`),
          );
        }
      }
    }
    for (const sport of index.sportList) {
      const parent = sport.parentId === null ? undefined : index.sports.get(sport.parentId);
      const url = parent
        ? `/sport/${parent.slug[language]}/${sport.slug[language]}/`
        : `/sport/${sport.slug[language]}/`;
      add(
        `sport:${sport.id}`,
        sport.name[language],
        count(index.values.get(FV_BASE.sport + sport.id) ?? new Uint32Array()),
        url,
      );
    }
    return [...out.values()].sort((a, b) => b.weight - a.weight || a.phrase.localeCompare(b.phrase));
  };
  return { en: build('en'), de: build('de') };
}

/** Maximum number of suggestions per answer. */
export const MAX_SUGGESTIONS = 20;

/**
 * Suggestions for what the shopper typed: phrases where every typed word starts one of the
 * phrase's words; phrases starting with the typed text first, then by weight. An empty query
 * answers the most popular national-team product types (jerseys, scarves…).
 */
export function suggest(index: SuggestIndex, q: unknown, language: Language, limit = 10): Suggestion[] {
  const max = Math.max(1, Math.min(MAX_SUGGESTIONS, Number.isFinite(limit) ? Math.floor(limit) : 10));
  const tokens = queryTokens(q);
  if (tokens.length === 0) {
    return index[language]
      .filter((p) => p.popular)
      .slice(0, max)
      .map(strip);
  }
  const found = matching(index[language], tokens, max);
  if (found.length > 0) return found.map(strip);
  // A shopper may type in the other language (`kinder` on the English site): what it finds there is
  // answered in the page's language (`Kids' Clothing`, with its English path), never in the other.
  const own = new Map(index[language].map((phrase) => [phrase.key, phrase]));
  const translated = matching(index[language === 'en' ? 'de' : 'en'], tokens, max).flatMap((phrase) => {
    const same = own.get(phrase.key);
    return same ? [same] : [];
  });
  return [...new Set(translated)].map(strip);
}

function strip({ phrase, weight, url }: Phrase): Suggestion {
  return { phrase, weight, url };
}

function matching(phrases: readonly Phrase[], tokens: readonly string[], max: number): Phrase[] {
  const typed = tokens.join(' ');
  const starting: Phrase[] = [];
  const other: Phrase[] = [];
  for (const p of phrases) {
    let all = true;
    for (const t of tokens) {
      let found = false;
      for (const w of p.words) {
        if (w.startsWith(t)) {
          found = true;
          break;
        }
      }
      if (!found) {
        all = false;
        break;
      }
    }
    if (!all) continue;
    if (p.folded.startsWith(typed)) starting.push(p);
    else other.push(p);
    if (starting.length >= max) break;
  }
  // Phrases are sorted by weight, so each bucket already is.
  return [...starting, ...other].slice(0, max);
}
