/**
 * The filter groups' parts of the listing answer: `filters` with their values and counts, what is
 * `selected`, the groups `view.left` shows, and the `sorting` menu. The groups' ids, types and
 * titles are the API's face of core's filter names.
 */
import { FILTER_NAMES, type FilterType, LEGACY_FILTER_IDS, SORT_OPTIONS } from '@fanshop/core/catalog';
import type { PriceRange } from '@fanshop/core/pricing';
import type { Language } from '../catalogue-api';
import type { Named } from '../index/catalogue-index';
import { FACET_GROUPS, type FacetModel, type GroupName, type ValueDef } from './listing-facet-model';
import { eurosOrNull, SORT_VALUES } from './listing-params';
import type { ListingPlan } from './listing-plan';
import type { Filter, FilterValue, ListingResponse } from './listing-response';

/** Filter ids: the legacy ones of spec section 3 (83, 91, 82, 89) and ours for the rest. */
export const FILTER_IDS: Readonly<Record<GroupName, number>> = {
  ...LEGACY_FILTER_IDS,
  price: 92,
  sorting: 93,
  addition: 94,
  sports: 95,
};

const FILTER_TYPES: Readonly<Record<GroupName, FilterType>> = {
  GENERAL_Brand: 'toggle',
  GENERAL_Color: 'toggle',
  GENERAL_Gender: 'radio',
  GENERAL_Size: 'toggle',
  price: 'dropdown',
  sorting: 'radio',
  addition: 'toggle',
  sports: 'toggle',
};

const TITLES: Readonly<Record<GroupName, Named>> = {
  GENERAL_Brand: { en: 'Brand', de: 'Marke' },
  GENERAL_Color: { en: 'Colour', de: 'Farbe' },
  GENERAL_Gender: { en: 'Gender', de: 'Geschlecht' },
  GENERAL_Size: { en: 'Size', de: 'Größe' },
  price: { en: 'Price', de: 'Preis' },
  sorting: { en: 'Sort by', de: 'Sortieren nach' },
  addition: { en: 'More', de: 'Weitere' },
  sports: { en: 'Sport', de: 'Sportart' },
};

/** Order of the groups in `filters` and `view.left`: the spec's order. */
export const GROUP_ORDER: readonly GroupName[] = FILTER_NAMES;

/** A planned and counted listing: what the filter parts of its answer are written from. */
export interface CountedListing {
  readonly plan: ListingPlan;
  /** Products per facet value id (`facetCounts`). */
  readonly counts: Int32Array;
  /** Every selected value id, page-level ones included. */
  readonly selected: ReadonlySet<number>;
  /** Products of the result. */
  readonly total: number;
}

/** The answer's `filters`: every group in the spec's order, the price group with the range's bounds. */
export function listingFilters(
  model: FacetModel,
  listing: CountedListing,
  range: PriceRange,
  language: Language,
): Filter[] {
  const { plan, counts, total } = listing;
  const valueOf = (def: ValueDef): FilterValue => {
    const n = counts[def.fvId] ?? 0;
    const selected = listing.selected.has(def.fvId);
    return {
      fv_id: def.fvId,
      fv_name: def.name[language],
      fv_name_mobile: def.name[language],
      hidden: n === 0 && !selected,
      type: def.type,
      count: n,
      selected,
      ...(def.hex ? { hex: def.hex } : {}),
    };
  };
  return GROUP_ORDER.map((name): Filter => {
    const base = {
      f_id: FILTER_IDS[name],
      f_name: name,
      f_type: FILTER_TYPES[name],
      title: TITLES[name][language],
    };
    if (name === 'price') {
      return { ...base, data: [], selected: [], min: range.min, max: range.max };
    }
    if (name === 'sorting') {
      return {
        ...base,
        data: SORT_OPTIONS.map((o) => ({
          fv_id: SORT_VALUES[o.id].fvId,
          fv_name: SORT_VALUES[o.id].name[language],
          fv_name_mobile: SORT_VALUES[o.id].name[language],
          hidden: false,
          type: `${o.field}_${o.type}`,
          count: total,
          selected: o.id === plan.sort.id,
          field: o.field,
          order: o.type,
        })),
        selected: [SORT_VALUES[plan.sort.id].fvId],
      };
    }
    const defs = model.groups[name];
    const data =
      name === 'sports'
        ? defs
            .filter((d) => d.parent === undefined)
            .map((d) => ({
              ...valueOf(d),
              id: d.id,
              pivot: (d.children ?? []).map((c) => {
                const child = model.byId.get(c) as ValueDef;
                return { ...valueOf(child), id: child.id };
              }),
            }))
        : defs.map(valueOf);
    return { ...base, data, selected: [...(plan.selection.get(name) ?? [])].sort((a, b) => a - b) };
  });
}

/** The answer's `selected`: the selection by value, by page and shopper, per group, and the price bounds. */
export function selectedFilters(
  model: FacetModel,
  listing: CountedListing,
  language: Language,
): ListingResponse['selected'] {
  const { plan } = listing;
  const byId: Record<string, ListingResponse['selected']['byId'][string]> = {};
  const left: Partial<Record<GroupName, number[]>> = {};
  for (const group of FACET_GROUPS) {
    const set = plan.selection.get(group);
    if (!set || set.size === 0) continue;
    const ids = [...set].sort((a, b) => a - b);
    left[group] = ids;
    for (const fv of ids) {
      const def = model.byId.get(fv) as ValueDef;
      byId[fv] = {
        fv_id: fv,
        fv_name: def.name[language],
        f_id: FILTER_IDS[group],
        f_name: group,
        page: plan.pageValues.includes(fv),
      };
    }
  }
  const top = plan.userValues.map((fv) => {
    const def = model.byId.get(fv) as ValueDef;
    return { fv_id: fv, fv_name: def.name[language], f_name: def.group as GroupName };
  });
  return {
    byId,
    page: plan.pageValues,
    top,
    last: plan.userValues,
    left,
    all: [...listing.selected].sort((a, b) => a - b),
    price: { min: eurosOrNull(plan.priceMin), max: eurosOrNull(plan.priceMax) },
  };
}

/**
 * The groups of the left column (`view.left`): price while there are products or bounds to undo,
 * a facet group while it has a selection or a value with products; never sorting.
 */
export function leftGroups(model: FacetModel, listing: CountedListing): GroupName[] {
  const { plan, counts, total } = listing;
  return GROUP_ORDER.filter((name) => {
    if (name === 'sorting') return false;
    if (name === 'price') return total > 0 || plan.priceMin !== null || plan.priceMax !== null;
    const set = plan.selection.get(name);
    if (set && set.size > 0) return true;
    return model.groups[name].some((d) => (counts[d.fvId] ?? 0) > 0);
  });
}

/** The answer's `sorting`: the sort in effect and the menu of core's options. */
export function listingSorting(plan: ListingPlan, language: Language): ListingResponse['sorting'] {
  return {
    field: plan.sort.field,
    type: plan.sort.type,
    options: SORT_OPTIONS.map((o) => ({
      field: o.field,
      type: o.type,
      name: SORT_VALUES[o.id].name[language],
      selected: o.id === plan.sort.id,
    })),
  };
}
