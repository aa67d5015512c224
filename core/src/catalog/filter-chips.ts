/**
 * What the listing page shows of the applied filters: the removable chips above the products and
 * the number of filters the shopper applied (on the mobile filter button).
 */
import { filterNameOf, valueTree } from './filter.js';
import type { FilterSelectionState } from './filter-selection.js';
import type { Listing } from './listing.js';

/** A removable chip above the products: a selected value, or the price bounds (in euros). */
export type FilterChip =
  | { readonly kind: 'value'; readonly group: string; readonly valueId: number; readonly label: string }
  | { readonly kind: 'price'; readonly min: number | null; readonly max: number | null };

/**
 * The chips of a listing: its `selected.top` values in that order, each with its group (from
 * `selected.byId`, else the filter that lists the value; values with neither are left out), then one
 * chip for the price bounds when either is set.
 */
export function filterChips(listing: Pick<Listing, 'filters' | 'selected'>): readonly FilterChip[] {
  const { selected } = listing;
  const chips: FilterChip[] = [];
  for (const id of selected.top) {
    const value = Object.hasOwn(selected.byId, String(id)) ? selected.byId[String(id)] : undefined;
    const group = value?.f_name || groupOfValue(listing, id);
    if (value === undefined || group === undefined) continue;
    chips.push({ kind: 'value', group, valueId: id, label: value.fv_name });
  }
  if (selected.price.min !== null || selected.price.max !== null) {
    chips.push({ kind: 'price', min: selected.price.min, max: selected.price.max });
  }
  return chips;
}

/**
 * How many filters the shopper applied beyond the page's own: each value the listing was loaded
 * with that the path does not fix, and the price bounds as one.
 */
export function appliedFilterCount(state: Pick<FilterSelectionState, 'loaded' | 'pageValues'>): number {
  const { loaded, pageValues } = state;
  const values = Object.values(loaded.values)
    .flat()
    .filter((id) => !pageValues.includes(id)).length;
  const price = loaded.price.min !== null || loaded.price.max !== null ? 1 : 0;
  return values + price;
}

function groupOfValue(listing: Pick<Listing, 'filters'>, valueId: number): string | undefined {
  const filter = listing.filters.find((f) => valueTree(f).values.has(valueId));
  return filter ? filterNameOf(filter) : undefined;
}
