/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in hot loops, indexes bounded by the arrays' lengths (rows < size, words < bitset length) */
/** The pictures the image routes answer, by file name: products, brand logos, banners and articles. */
import { readPrint, type PrintRequest } from '@fanshop/core/personalisation';
import type { ContentStore } from '../content/content';
import { ARTICLE_SCENES } from '../content/content-data';
import { rowOf, type CatalogueIndex } from '../index/catalogue-index';
import { printOfferOf } from '../product/print-offer';
import type { Illustration } from '../seed/seed-data';
import { articleSvg, bannerSvg, productSvg } from './svg';

const ARTICLE_COLOURS: Readonly<Record<string, string>> = {
  blog: '#c8102e',
  guide: '#1f2a44',
  faq: '#2e7d32',
  static: '#15171a',
  services: '#1e5bc6',
};

/** `123.svg` or `123-2.svg`: the id and the view (1 when not given). */
function parseImageFile(file: string): { id: number; view: number } | undefined {
  const match = /^(\d{1,9})(?:-([1-3]))?\.svg$/.exec(file);
  if (!match) return undefined;
  return { id: Number(match[1]), view: match[2] === undefined ? 1 : Number(match[2]) };
}

/**
 * A product picture; the back of a printable shirt (view 2) with a shopper's print when `request` asks
 * for a valid one (core's `readPrint` against the product's offer), else as always.
 */
export function productImage(
  index: CatalogueIndex,
  file: string,
  width?: number,
  request?: PrintRequest,
): string | undefined {
  const parsed = parseImageFile(file);
  if (!parsed) return undefined;
  const row = rowOf(index, parsed.id);
  if (row < 0) return undefined;
  // A print asked for on the back of a printable shirt: blank parts are drawn blank (nothing asked
  // is an empty back); a print the shirt cannot take draws the back as always.
  const offer = printOfferOf(index, row);
  const reading = request && offer && parsed.view === 2 ? readPrint(request, offer) : undefined;
  const print = reading?.ok ? (reading.print ?? {}) : undefined;
  return productSvg(
    {
      id: parsed.id,
      illustration: index.illustration[row]!,
      colour: index.colours.get(index.colour[row]!)?.hex ?? '#8a8d91',
      accent: index.colours.get(index.accent[row]!)?.hex ?? '#f4f4f2',
      name: index.name.en[row]!,
      ...(print ? { print } : {}),
    },
    parsed.view,
    width,
  );
}

export function brandLogo(logos: ReadonlyMap<number, string>, file: string): string | undefined {
  const parsed = parseImageFile(file);
  return parsed && parsed.view === 1 ? logos.get(parsed.id) : undefined;
}

export function bannerImage(
  banners: ReadonlyMap<number, { colour: string; illustration: Illustration }>,
  file: string,
  width?: number,
): string | undefined {
  const parsed = parseImageFile(file);
  const banner = parsed && parsed.view === 1 ? banners.get(parsed.id) : undefined;
  return banner ? bannerSvg(banner.colour, banner.illustration, width) : undefined;
}

export function articleImage(content: ContentStore, file: string, width?: number): string | undefined {
  const parsed = parseImageFile(file);
  const article = parsed && parsed.view === 1 ? content.imageOf(parsed.id) : undefined;
  if (!article) return undefined;
  const scene = ARTICLE_SCENES[article.slug] ?? 'stadium';
  return articleSvg(scene, ARTICLE_COLOURS[article.kind] ?? '#c8102e', width);
}
