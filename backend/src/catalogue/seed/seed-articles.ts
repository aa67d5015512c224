/**
 * Articles of the generated catalogue: no two products share a name unless they are one article in
 * different colours, at one price. A drawn product whose name is taken becomes another colour of that
 * article when its colour is new there; otherwise it gets another season (for names with a year) or an
 * edition, until its name is free or its colour is. The choice uses no random numbers, so the rest of
 * the catalogue is drawn as before.
 */
import type { Named } from './seed-data';

/** Colours one article comes in at most: more swatches than this read as a palette, not a choice. */
export const MAX_ARTICLE_COLOURS = 4;

/** What a product's name is built from. */
export interface NameParts {
  /** The name up to the season, e.g. "Rotweiss Sport Austria Home Jersey". */
  readonly build: (year: number, edition: Named | undefined) => Named;
  /** The drawn season, when the type's name has one. */
  readonly year: number | undefined;
  /** Editions to tell one design from another, in the order they are tried. */
  readonly editions: readonly Named[];
}

/** Where a drawn product goes. */
export interface ArticlePlace {
  readonly name: Named;
  /** Id of the article's first product: the product's own id when it starts a new article. */
  readonly articleId: number;
  /** Prices of the article, when the product joins one as another colour. */
  readonly prices: ArticlePrices | undefined;
}

export interface ArticlePrices {
  readonly vk: number;
  readonly premium: number;
  readonly staff: number;
  readonly pro: number;
  readonly rrp: number;
  readonly outlet: boolean;
}

interface Article {
  readonly id: number;
  readonly colours: Set<number>;
  readonly prices: ArticlePrices;
}

/** Seasons tried after the drawn one, newest first. */
function seasons(drawn: number | undefined, years: readonly number[]): (number | undefined)[] {
  if (drawn === undefined) return [undefined];
  return [drawn, ...[...years].sort((a, b) => b - a).filter((y) => y !== drawn)];
}

export class ArticleRegistry {
  private readonly byName = new Map<string, Article>();

  constructor(private readonly years: readonly number[]) {}

  /**
   * Places product `id` of colour `colourId`: a free name starts an article, a taken name with a new
   * colour joins it (at its prices). `prices` are the product's own, kept when it starts an article.
   */
  place(id: number, colourId: number, parts: NameParts, prices: ArticlePrices): ArticlePlace {
    const editions: (Named | undefined)[] = [undefined, ...parts.editions];
    for (let round = 0; ; round++) {
      for (const edition of editions) {
        const numbered = round === 0 ? edition : editionNumber(edition, round + 1);
        for (const year of seasons(parts.year, this.years)) {
          const name = parts.build(year ?? 0, numbered);
          const article = this.byName.get(name.en);
          if (article === undefined) {
            this.byName.set(name.en, { id, colours: new Set([colourId]), prices });
            return { name, articleId: id, prices: undefined };
          }
          if (!article.colours.has(colourId) && article.colours.size < MAX_ARTICLE_COLOURS) {
            article.colours.add(colourId);
            return { name, articleId: article.id, prices: article.prices };
          }
        }
      }
    }
  }
}

/** "Heritage II": a second run of the editions, for a name drawn more often than there are editions. */
function editionNumber(edition: Named | undefined, round: number): Named {
  const numeral = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'][round] ?? String(round);
  if (edition === undefined) return { en: `Edition ${numeral}`, de: `Edition ${numeral}` };
  return { en: `${edition.en} ${numeral}`, de: `${edition.de} ${numeral}` };
}
