/**
 * The listing: products of a page with its filters, disjunctive facet counts, price ranges,
 * category tree, sorting, pagination and SEO, computed on the in-memory index.
 *
 * A request is planned (`listing-plan.ts`), its product sets are taken (`listing-sets.ts`, where the
 * facet semantics are), counted (`listing-counts.ts`) and paged in the sort's order
 * (`listing-order.ts`); the answer (`listing-response.ts`) is written from them by the parts'
 * modules: `listing-filters.ts`, `listing-price-range.ts`, `listing-category-tree.ts`,
 * `listing-seo.ts` and `listing-trail.ts`.
 */
import type { PriceType } from '@fanshop/core/pricing';
import { count } from '../index/bitset';
import type { Language } from '../catalogue-api';
import type { CatalogueIndex } from '../index/catalogue-index';
import { categoryTree } from './listing-category-tree';
import { facetCounts } from './listing-counts';
import type { FacetModel } from './listing-facet-model';
import {
  leftGroups,
  listingFilters,
  listingSorting,
  selectedFilters,
  type CountedListing,
} from './listing-filters';
import { pageRows } from './listing-order';
import { planListing, selectedValueIds, type ListingQuery } from './listing-plan';
import { priceRange } from './listing-price-range';
import type { ListingResponse } from './listing-response';
import { listingSeo } from './listing-seo';
import { listingTrail } from './listing-trail';
import { listingSets } from './listing-sets';
import { spellingSuggestion } from '../search/spelling';
import { productTile } from '../product/tiles';

export { buildFacetModel, type FacetModel } from './listing-facet-model';
export { planListing, type ListingPlan, type ListingQuery } from './listing-plan';
export type { ListingResponse } from './listing-response';

/** The whole listing answer, or undefined for an unknown path. */
export function computeListing(
  index: CatalogueIndex,
  model: FacetModel,
  query: ListingQuery,
  language: Language,
  priceType: PriceType,
): ListingResponse | undefined {
  const plan = planListing(index, model, query);
  if (!plan) return undefined;
  const sets = listingSets(index, model, plan, priceType);
  const counts = facetCounts(index, model, sets);
  const total = count(sets.result);
  const rows = pageRows(index, sets.result, plan, priceType);
  const range = priceRange(index, sets.priceBase, priceType);
  const counted: CountedListing = { plan, counts, selected: selectedValueIds(plan), total };
  const { ctx } = plan;
  return {
    products: rows.map((row) => productTile(index, row, language, priceType)),
    pagination: {
      page: plan.page,
      perPage: plan.perPage,
      total,
      totalPages: Math.ceil(total / plan.perPage),
    },
    filters: listingFilters(model, counted, range, language),
    selected: selectedFilters(model, counted, language),
    price: { priceType, currency: 'EUR', range: { role: range, mobile: range } },
    view: { left: leftGroups(model, counted) },
    categoryTree: categoryTree(index, ctx, sets.withoutCategory, counts, language),
    sorting: listingSorting(plan, language),
    seo: listingSeo(index, plan, total, language),
    breadcrumbs: listingTrail(index, ctx, language),
    ...(ctx.search && total === 0 && plan.q !== ''
      ? { spelling: spellingSuggestion(plan.q, index.text) }
      : {}),
  };
}
