/**
 * What a listing request resolves to before anything is counted: the page its path names, the
 * values selected by the path and by the shopper (a sub-sport selects its sport too), the price
 * bounds, the sort, the page and the search words. Bad parameters are dropped one by one, so a
 * hand-edited or outdated URL still lists.
 */
import type { SortOption } from '@fanshop/core/catalog';
import type { Cents } from '@fanshop/core/pricing';
import { FV_BASE, type CatalogueIndex } from '../index/catalogue-index';
import type { FacetGroup, FacetModel } from './listing-facet-model';
import { priceBound, searchText, sortOf } from './listing-params';
import { parseListingPath, type PageContext } from './listing-path';
import { queryTokens } from '../index/text-index';

export const PER_PAGE = 24;
const MAX_PER_PAGE = 96;

/** The listing call's query parameters, as strings straight from the URL. */
export interface ListingQuery {
  readonly path?: string;
  readonly filters?: string;
  readonly priceMin?: string;
  readonly priceMax?: string;
  readonly sortField?: string;
  readonly sortType?: string;
  readonly page?: string;
  readonly perPage?: string;
  readonly q?: string;
}

/** What a listing request resolved to, before counting. */
export interface ListingPlan {
  readonly ctx: PageContext;
  /** Selected value ids per group, page-level ones included. */
  readonly selection: ReadonlyMap<FacetGroup, ReadonlySet<number>>;
  readonly pageValues: readonly number[];
  readonly userValues: readonly number[];
  /** The price bounds in cents. */
  readonly priceMin: Cents | null;
  readonly priceMax: Cents | null;
  readonly sort: SortOption;
  readonly page: number;
  readonly perPage: number;
  readonly q: string;
  readonly tokens: readonly string[];
}

function parsePositiveInt(raw: unknown, fallback: number, max: number): number {
  if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw.trim())) return fallback;
  const n = Number(raw.trim());
  return n >= 1 ? Math.min(n, max) : fallback;
}

/** Resolves path and parameters; undefined when the path names no listing. */
export function planListing(
  index: CatalogueIndex,
  model: FacetModel,
  query: ListingQuery,
): ListingPlan | undefined {
  const ctx = parseListingPath(index, query.path ?? '/');
  if (!ctx) return undefined;
  const selection = new Map<FacetGroup, Set<number>>();
  const select = (fv: number): void => {
    const def = model.byId.get(fv);
    if (!def) return;
    let set = selection.get(def.group);
    if (!set) {
      set = new Set();
      selection.set(def.group, set);
    }
    set.add(fv);
    if (def.parent !== undefined) select(def.parent);
  };
  const pageValues: number[] = [];
  if (ctx.gender !== null) pageValues.push(ctx.gender);
  if (ctx.brand !== null) pageValues.push(FV_BASE.brand + ctx.brand);
  if (ctx.sport !== null) pageValues.push(FV_BASE.sport + ctx.sport);
  if (ctx.subSport !== null) pageValues.push(FV_BASE.sport + ctx.subSport);
  for (const fv of pageValues) select(fv);

  const userValues = new Set<number>();
  const raw = typeof query.filters === 'string' ? query.filters.slice(0, 2000) : '';
  for (const part of raw.split(',')) {
    const t = part.trim();
    if (!/^\d{1,6}$/.test(t)) continue;
    const fv = Number(t);
    const def = model.byId.get(fv);
    if (!def) continue;
    select(fv);
    if (!pageValues.includes(fv)) userValues.add(fv);
    if (def.parent !== undefined && !pageValues.includes(def.parent)) userValues.add(def.parent);
  }

  let priceMin = priceBound(query.priceMin);
  let priceMax = priceBound(query.priceMax);
  if (priceMin !== null && priceMax !== null && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];

  const sort = sortOf(query.sortField, query.sortType);
  const q = searchText(query.q);
  return {
    ctx,
    selection,
    pageValues: [...pageValues].sort((a, b) => a - b),
    userValues: [...userValues].sort((a, b) => a - b),
    priceMin,
    priceMax,
    sort,
    page: parsePositiveInt(query.page, 1, 100_000),
    perPage: parsePositiveInt(query.perPage, PER_PAGE, MAX_PER_PAGE),
    q,
    tokens: queryTokens(q),
  };
}

/** Every selected value id of a plan, page-level ones included, over all groups. */
export function selectedValueIds(plan: ListingPlan): ReadonlySet<number> {
  const all = new Set<number>();
  for (const set of plan.selection.values()) for (const fv of set) all.add(fv);
  return all;
}
