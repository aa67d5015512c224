/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in hot loops, indexes bounded by the arrays' lengths (rows < size) */
/**
 * The product sets a listing plan is answered from, as bitsets over the index's rows.
 *
 * Facet semantics: values of one group are ORed, groups are ANDed, and the counts of a group are
 * taken over the products matching every *other* group (its own selection ignored), the page,
 * the search and the price. Sports are hierarchical: a selected sport with selected sub-sports
 * matches those sub-sports only; a selected sport without any matches the whole sport.
 */
import type { PriceType } from '@fanshop/core/pricing';
import { createBitset, forEachRow, intersect, orInto, setBit, type Bitset } from '../index/bitset';
import type { CatalogueIndex } from '../index/catalogue-index';
import { FACET_GROUPS, type FacetGroup, type FacetModel } from './listing-facet-model';
import type { ListingPlan } from './listing-plan';
import { searchRows } from '../index/text-index';

/** The rows a group's selection matches (OR of values; sports hierarchical). */
export function groupRows(
  index: CatalogueIndex,
  model: FacetModel,
  group: FacetGroup,
  selected: ReadonlySet<number>,
): Bitset {
  const out = createBitset(index.size);
  for (const fv of selected) {
    const def = model.byId.get(fv);
    if (!def) continue;
    if (group === 'sports' && def.children !== undefined && def.children.some((c) => selected.has(c)))
      continue;
    const rows = index.values.get(fv);
    if (rows) orInto(out, rows);
  }
  return out;
}

/** The sets a listing is counted over. */
export interface ListingSets {
  /** Products of the answer. */
  readonly result: Bitset;
  /** Per group: the products its counts are taken over. */
  readonly facetBase: ReadonlyMap<FacetGroup, Bitset>;
  /** Products the price range is taken over (every restriction but the price). */
  readonly priceBase: Bitset;
  /** The result without the page's category, for the category tree. */
  readonly withoutCategory: Bitset;
}

function priceMask(
  index: CatalogueIndex,
  plan: ListingPlan,
  priceType: PriceType,
  within: Bitset,
): Bitset | undefined {
  if (plan.priceMin === null && plan.priceMax === null) return undefined;
  const min = plan.priceMin ?? -Infinity;
  const max = plan.priceMax ?? Infinity;
  const prices = index.price[priceType];
  const out = createBitset(index.size);
  forEachRow(within, (row) => {
    const p = prices[row]!;
    if (p >= min && p <= max) setBit(out, row);
  });
  return out;
}

/** Computes the sets of a plan. */
export function listingSets(
  index: CatalogueIndex,
  model: FacetModel,
  plan: ListingPlan,
  priceType: PriceType,
): ListingSets {
  const n = index.size;
  const { ctx } = plan;
  const restrictions: Bitset[] = [];
  if (ctx.outlet) restrictions.push(index.outletRows);
  if (plan.tokens.length > 0) {
    const rows = searchRows(index.text, plan.tokens);
    if (rows) restrictions.push(rows);
  }
  const category = ctx.category === null ? undefined : index.categoryRows.get(ctx.category);
  const pageNoCategory = restrictions.length === 0 ? index.allRows : intersect(n, restrictions);
  const page = category ? intersect(n, [pageNoCategory, category]) : pageNoCategory;

  const groupSets = new Map<FacetGroup, Bitset>();
  for (const [group, selected] of plan.selection) {
    if (selected.size > 0) groupSets.set(group, groupRows(index, model, group, selected));
  }
  const price = priceMask(index, plan, priceType, pageNoCategory);
  const allGroups = [...groupSets.values()];
  const withPrice = (sets: Bitset[]): Bitset[] => (price ? [...sets, price] : sets);

  const result = intersect(n, withPrice([page, ...allGroups]));
  const facetBase = new Map<FacetGroup, Bitset>();
  for (const group of FACET_GROUPS) {
    const own = groupSets.get(group);
    if (!own) {
      facetBase.set(group, result);
      continue;
    }
    const others = [...groupSets.entries()].filter(([g]) => g !== group).map(([, s]) => s);
    facetBase.set(group, intersect(n, withPrice([page, ...others])));
  }
  const priceBase = intersect(n, [page, ...allGroups]);
  const withoutCategory = category ? intersect(n, withPrice([pageNoCategory, ...allGroups])) : result;
  return { result, facetBase, priceBase, withoutCategory };
}
