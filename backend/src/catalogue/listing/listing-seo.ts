/**
 * The listing answer's `seo`: the heading and title from what the path names, the canonical path,
 * and `robots` by core's `listingNoindex`, the rule the storefront's pages follow too.
 */
import { listingNoindex } from '@fanshop/core/catalog';
import type { Language } from '../catalogue-api';
import type { CatalogueIndex } from '../index/catalogue-index';
import { pageTitle } from '../page-title';
import { pageCategory } from './listing-category-tree';
import { pathOf } from './listing-path';
import type { ListingPlan } from './listing-plan';
import type { ListingResponse } from './listing-response';

const TEXT = {
  search: { en: 'Search results', de: 'Suchergebnisse' },
  all: { en: 'All products', de: 'Alle Produkte' },
  outlet: { en: 'Outlet', de: 'Outlet' },
  products: { en: 'products', de: 'Produkte' },
  in: {
    en: 'in the official fan shop of the national team.',
    de: 'im offiziellen Fan Shop des Nationalteams.',
  },
} as const;

/** The outlet's name, in its headings and in trails (`listing-trail.ts`). */
export const OUTLET_NAME = TEXT.outlet;

/** The SEO texts and links of a planned listing with `total` products. */
export function listingSeo(
  index: CatalogueIndex,
  plan: ListingPlan,
  total: number,
  language: Language,
): ListingResponse['seo'] {
  const { ctx } = plan;
  const titleParts: string[] = [];
  if (ctx.search)
    titleParts.push(plan.q === '' ? TEXT.search[language] : `${TEXT.search[language]}: ${plan.q}`);
  if (ctx.outlet) titleParts.push(TEXT.outlet[language]);
  if (ctx.brand !== null) titleParts.push(index.brands.get(ctx.brand)?.name ?? '');
  if (ctx.subSport !== null) titleParts.push(index.sports.get(ctx.subSport)?.name[language] ?? '');
  else if (ctx.sport !== null) titleParts.push(index.sports.get(ctx.sport)?.name[language] ?? '');
  const currentCategory = pageCategory(index, ctx);
  if (currentCategory) titleParts.push(currentCategory.name[language]);
  const genderRef = index.genders.find((g) => g.id === ctx.gender);
  if (genderRef) titleParts.push(genderRef.name[language]);
  const h1 = titleParts.length === 0 ? TEXT.all[language] : titleParts.join(' · ');
  const path = pathOf(index, ctx, language);
  const priced = plan.priceMin !== null || plan.priceMax !== null;
  const noindex = listingNoindex({
    isSearch: ctx.search || plan.q !== '',
    appliedFilterCount: plan.userValues.length + (priced ? 1 : 0),
  });
  return {
    title: pageTitle(h1),
    h1,
    description: `${total} ${TEXT.products[language]}: ${h1} ${TEXT.in[language]}`,
    canonical: plan.page > 1 ? `${path}?page=${plan.page}` : path,
    robots: noindex ? 'noindex,follow' : 'index,follow',
    alternates: { en: pathOf(index, ctx, 'en'), de: pathOf(index, ctx, 'de') },
  };
}
