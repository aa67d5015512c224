/** The order of a sort: ascending or descending. */
export type SortType = 'asc' | 'desc';

/** True for `asc` and `desc`. */
export function isSortType(value: unknown): value is SortType {
  return value === 'asc' || value === 'desc';
}

/** A sort as the listing API takes it: the field and the order (`sortField`, `sortType`). */
export interface SortPair {
  readonly field: string;
  readonly type: SortType;
}

/** The stable ids of the sort options; the UI translates them and tests refer to them. */
export type SortOptionId = 'favorite' | 'price-high-to-low' | 'price-low-to-high' | 'newest';

/** One entry of the sort menu. */
export interface SortOption extends SortPair {
  readonly id: SortOptionId;
}

/**
 * The sort options of spec section 9, in menu order. The first, favourites by sales rank, is what
 * the listing shows when no sorting is chosen.
 */
export const SORT_OPTIONS: readonly SortOption[] = [
  { id: 'favorite', field: 'sales_rank', type: 'desc' },
  { id: 'price-high-to-low', field: 'price', type: 'desc' },
  { id: 'price-low-to-high', field: 'price', type: 'asc' },
  { id: 'newest', field: 'added_at', type: 'desc' },
];

/** The default sort: favourites (sales rank, descending). */
export const DEFAULT_SORT_OPTION: SortOption = { id: 'favorite', field: 'sales_rank', type: 'desc' };

/** True when both name the same field and order. */
export function sameSort(a: SortPair | null, b: SortPair | null): boolean {
  if (a === null || b === null) return a === b;
  return a.field === b.field && a.type === b.type;
}

/**
 * The option the sort menu shows as chosen: the one matching the pair, the default when nothing
 * is chosen, and `undefined` for a pair the menu does not offer.
 */
export function sortOptionFor(sorting: SortPair | null): SortOption | undefined {
  if (sorting === null) return DEFAULT_SORT_OPTION;
  return SORT_OPTIONS.find((option) => sameSort(option, sorting));
}
