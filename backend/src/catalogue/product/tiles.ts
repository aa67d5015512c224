/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in hot loops, indexes bounded by the arrays' lengths (rows < size, words < bitset length) */
/**
 * The product tile: the product shape of listings, search previews, related products and
 * `productTiles` (wishlist). Read from the in-memory index only.
 */
import { discountPercent, shouldShowDiscount, type PriceType } from '@fanshop/core/pricing';
import { type Language, shopLanguage } from '../catalogue-api';
import { FLAG, categoryAncestry, type CatalogueIndex } from '../index/catalogue-index';
import { SIZE_TITLE_DE } from '../seed/seed-data';
import { type FormattedPriceSet, formatPriceSet, type PriceSet } from './price-set';

export interface ProductTile {
  readonly id: number;
  readonly name: string;
  readonly brand: string;
  readonly brandId: number;
  readonly url: string;
  readonly image: string;
  readonly images: readonly string[];
  readonly colour: { readonly id: number; readonly name: string; readonly hex: string };
  readonly genderSysname: string;
  readonly category: string;
  readonly categories: readonly string[];
  readonly sports: readonly string[];
  readonly priceType: PriceType;
  readonly prices: PriceSet;
  readonly pricesFormatted: FormattedPriceSet;
  readonly discountPercent: number;
  readonly showDiscount: boolean;
  readonly isNew: boolean;
  readonly isSale: boolean;
  readonly isOutlet: boolean;
  readonly isHeavy: boolean;
  readonly isBike: boolean;
  readonly isSki: boolean;
  readonly available: boolean;
  readonly sizes: readonly {
    readonly optionId: number;
    readonly title: string;
    readonly available: boolean;
  }[];
  /**
   * The article's colours, this product's among them, when it comes in more than one (an optional
   * capability of the API: docs/colours.md).
   */
  readonly colourVariants?: readonly ColourVariant[];
}

/** One colour of an article: the product in that colour. */
export interface ColourVariant {
  readonly id: number;
  readonly url: string;
  readonly colour: { readonly id: number; readonly name: string; readonly hex: string };
  readonly available: boolean;
}

const GENDER_SYSNAME: readonly string[] = ['unisex', 'female', 'male', 'kids'];

/** The gender sysname of a product row: female, male, kids or unisex. */
export function genderSysname(index: CatalogueIndex, row: number): string {
  return GENDER_SYSNAME[index.gender[row]!] ?? 'unisex';
}

/** Storefront path of a product: `/p/{slug}-{id}/`. */
export function productUrl(index: CatalogueIndex, row: number, language: Language): string {
  return `/p/${index.slug[language][row]}-${index.ids[row]}/`;
}

/** A size title in the content language. */
export function sizeTitle(title: string, language: Language): string {
  return language === 'de' ? (SIZE_TITLE_DE[title] ?? title) : title;
}

/** Category names of a row, leaf first. */
export function categoryNames(index: CatalogueIndex, row: number, language: Language): string[] {
  return categoryAncestry(index, index.category[row]!).map((category) => category.name[language]);
}

/** Sport names of a row, sport first. */
export function sportNames(index: CatalogueIndex, row: number, language: Language): string[] {
  const names: string[] = [];
  for (const id of [index.sport[row]!, index.subSport[row]!]) {
    const s = index.sports.get(id);
    if (s) names.push(s.name[language]);
  }
  return names;
}

/** Piece prices of a row for a price type, in cents; `…Full` equals the piece price here. */
export function tilePrices(index: CatalogueIndex, row: number, priceType: PriceType): PriceSet {
  const vk = index.price[priceType][row]!;
  const rrp = index.rrp[row]!;
  return { vk, rrp, vkFull: vk, rrpFull: rrp };
}

/** The tile of one row. */
export function productTile(
  index: CatalogueIndex,
  row: number,
  language: Language,
  priceType: PriceType,
): ProductTile {
  const id = index.ids[row]!;
  const flags = index.flags[row]!;
  const prices = tilePrices(index, row, priceType);
  const lang = shopLanguage(language);
  const colour = index.colours.get(index.colour[row]!);
  const percent = discountPercent(prices.vk, prices.rrp);
  const sizes: { optionId: number; title: string; available: boolean }[] = [];
  for (let o = index.optStart[row]!; o < index.optStart[row + 1]!; o++) {
    const size = index.sizes.get(index.optSize[o]!);
    sizes.push({
      optionId: index.optId[o]!,
      title: sizeTitle(size?.title ?? '', language),
      available: index.optStock[o]! > 0,
    });
  }
  const categories = categoryNames(index, row, language);
  return {
    id,
    name: index.name[language][row]!,
    brand: index.brands.get(index.brand[row]!)?.name ?? '',
    brandId: index.brand[row]!,
    url: productUrl(index, row, language),
    image: `/images/products/${id}.svg`,
    images: [`/images/products/${id}.svg`, `/images/products/${id}-2.svg`, `/images/products/${id}-3.svg`],
    colour: { id: colour?.id ?? 0, name: colour?.name[language] ?? '', hex: colour?.hex ?? '#8a8d91' },
    genderSysname: genderSysname(index, row),
    category: categories[0] ?? '',
    categories,
    sports: sportNames(index, row, language),
    priceType,
    prices,
    pricesFormatted: formatPriceSet(prices, lang),
    discountPercent: percent,
    showDiscount: shouldShowDiscount(percent),
    isNew: (flags & FLAG.new) !== 0,
    isSale: (flags & FLAG.sale) !== 0,
    isOutlet: (flags & FLAG.outlet) !== 0,
    isHeavy: (flags & FLAG.heavy) !== 0,
    isBike: (flags & FLAG.bike) !== 0,
    isSki: (flags & FLAG.ski) !== 0,
    available: sizes.some((s) => s.available),
    sizes,
    ...colourVariantsOf(index, row, language),
  };
}

/** The tiles of rows, in their order. */
export function tilesOf(
  index: CatalogueIndex,
  rows: readonly number[],
  language: Language,
  priceType: PriceType,
): ProductTile[] {
  return rows.map((row) => productTile(index, row, language, priceType));
}

function colourVariantsOf(
  index: CatalogueIndex,
  row: number,
  language: Language,
): { colourVariants?: ColourVariant[] } {
  const siblings = index.colourSiblings.get(row);
  if (!siblings) return {};
  return {
    colourVariants: siblings.map((sibling) => {
      const colour = index.colours.get(index.colour[sibling]!);
      let available = false;
      for (let o = index.optStart[sibling]!; o < index.optStart[sibling + 1]! && !available; o++) {
        available = index.optStock[o]! > 0;
      }
      return {
        id: index.ids[sibling]!,
        url: productUrl(index, sibling, language),
        colour: { id: colour?.id ?? 0, name: colour?.name[language] ?? '', hex: colour?.hex ?? '#8a8d91' },
        available,
      };
    }),
  };
}
