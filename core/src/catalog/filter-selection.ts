/**
 * The filter selection of a listing page as a state machine over immutable data (spec section 4).
 * Every change is a pure function returning the next state; the UI store only holds the latest one.
 *
 * The state keeps two snapshots: `loaded`, what the current listing was requested with, and
 * `current`, what the shopper has ticked since. A group (a filter name, or `price`, or `sorting`)
 * becomes part of the next URL only once it is saved; unsaved groups keep their loaded value. That
 * is what lets the mobile drawer collect changes and apply them together, while the desktop saves
 * each change at once.
 */
import type { Logger } from '../shared/logger.js';
import { type Filter, FilterName, filterNameOf, isSingleValueFilter, valueTree } from './filter.js';
import type { Listing } from './listing.js';
import { isSortType, sameSort, type SortPair } from './sort-options.js';

/** The group name of the price filter. */
export const PRICE_GROUP = FilterName.price;
/** The group name of the sorting. */
export const SORTING_GROUP = FilterName.sorting;

/** The price bounds chosen, in euros; `null` for an open side. */
export interface PriceSelection {
  readonly min: number | null;
  readonly max: number | null;
}

/** One snapshot of everything that can be selected. */
export interface FilterSelection {
  /** Selected value ids per filter group, ascending; groups with nothing selected are absent. */
  readonly values: Readonly<Record<string, readonly number[]>>;
  readonly price: PriceSelection;
  /** `null` when no sorting is chosen and the default applies. */
  readonly sorting: SortPair | null;
}

/** The filter selection of one listing page. */
export interface FilterSelectionState {
  /** The listing's filters: their types and the sports nesting drive the rules. */
  readonly filters: readonly Filter[];
  /** Value ids fixed by the page's path (`selected.page`), limited to values the filters know. */
  readonly pageValues: readonly number[];
  /** The selection the current listing was requested with. */
  readonly loaded: FilterSelection;
  /** The selection as the shopper has ticked it. */
  readonly current: FilterSelection;
  /** Groups marked as applied by a save since the listing loaded. */
  readonly saved: readonly string[];
  /** The listing page shown, from 1. */
  readonly page: number;
  /** True while the applied selection is being loaded; every change is ignored meanwhile. */
  readonly submitting: boolean;
}

/** Options of a change: `save` marks the changed group as applied (spec section 4). */
export interface ChangeOptions {
  readonly save?: boolean;
}

/** The selected value ids of one group, ascending. */
export function groupValues(selection: FilterSelection, group: string): readonly number[] {
  return Object.hasOwn(selection.values, group) ? (selection.values[group] ?? []) : [];
}

/** Every selected value id of a snapshot, ascending and unique. */
export function selectedValueIds(selection: FilterSelection): readonly number[] {
  return sortedUnique(Object.values(selection.values).flat());
}

/**
 * The state for a freshly loaded listing: its selected values grouped by filter, its price
 * bounds, its sorting and page, nothing saved, not submitting.
 */
export function selectionFromListing(
  listing: Pick<Listing, 'filters' | 'selected' | 'sorting' | 'pagination'>,
): FilterSelectionState {
  const groupOfValue = new Map<number, string>();
  for (const filter of listing.filters) {
    const group = filterNameOf(filter);
    if (group === PRICE_GROUP || group === SORTING_GROUP) continue;
    for (const id of valueTree(filter).values.keys()) if (!groupOfValue.has(id)) groupOfValue.set(id, group);
  }
  const { selected } = listing;
  // A selected value the filters no longer list still belongs to the selection; byId names its group.
  for (const value of Object.values(selected.byId)) {
    if (!groupOfValue.has(value.fv_id) && value.f_name !== '') groupOfValue.set(value.fv_id, value.f_name);
  }

  const ids = sortedUnique([
    ...selected.all,
    ...selected.page,
    ...Object.values(selected.byId).map((v) => v.fv_id),
  ]);
  const grouped = new Map<string, number[]>();
  for (const id of ids) {
    const group = groupOfValue.get(id);
    if (group !== undefined) grouped.set(group, [...(grouped.get(group) ?? []), id]);
  }

  const { field, type } = listing.sorting;
  const loaded: FilterSelection = {
    // fromEntries defines own properties, so no filter name can reach the prototype.
    values: Object.fromEntries(grouped),
    price: { min: finiteOrNull(selected.price.min), max: finiteOrNull(selected.price.max) },
    sorting: field && isSortType(type) ? { field, type } : null,
  };
  const page = listing.pagination.page;
  return {
    filters: listing.filters,
    pageValues: sortedUnique(selected.page.filter((id) => groupOfValue.has(id))),
    loaded,
    current: loaded,
    saved: [],
    page: Math.max(1, Number.isSafeInteger(page) ? page : 1),
    submitting: false,
  };
}

/**
 * Ticks or unticks a filter value (spec section 4):
 * - ignored while submitting, and for groups or values the listing does not have;
 * - dropdown and radio filters, and the gender filter, hold one value: ticking replaces it;
 * - ticking a sub-sport ticks its sport; unticking the last ticked sub-sport of a sport unticks the
 *   sport, and unticking a sport unticks its sub-sports (a ticked sub-sport always has its sport);
 * - `save` marks the group as applied.
 */
export function toggleFilterValue(
  state: FilterSelectionState,
  group: string,
  valueId: number,
  options: ChangeOptions = {},
): FilterSelectionState {
  if (state.submitting || group === PRICE_GROUP || group === SORTING_GROUP) return state;
  const filter = state.filters.find((f) => filterNameOf(f) === group);
  if (filter === undefined) return state;
  const tree = valueTree(filter);
  if (!tree.values.has(valueId)) return state;

  const next = new Set(groupValues(state.current, group));
  if (next.has(valueId)) {
    const untick = (id: number): void => {
      next.delete(id);
      for (const child of tree.childrenOf.get(id) ?? []) untick(child);
    };
    untick(valueId);
    for (let parent = tree.parentOf.get(valueId); parent !== undefined; parent = tree.parentOf.get(parent)) {
      if ((tree.childrenOf.get(parent) ?? []).some((child) => next.has(child))) break;
      next.delete(parent);
    }
  } else {
    if (isSingleValueFilter(filter)) next.clear();
    for (let id: number | undefined = valueId; id !== undefined; id = tree.parentOf.get(id)) next.add(id);
  }

  const current = { ...state.current, values: withGroup(state.current.values, group, [...next]) };
  return changed(state, current, group, options);
}

/**
 * The sorting toggle (spec section 4): choosing the pair already chosen clears the sorting (back to
 * the default), any other pair replaces it. Ignored while submitting.
 */
export function toggleSorting(
  state: FilterSelectionState,
  pair: SortPair,
  options: ChangeOptions = {},
): FilterSelectionState {
  if (state.submitting || pair.field === '' || !isSortType(pair.type)) return state;
  const sorting = sameSort(state.current.sorting, pair) ? null : { field: pair.field, type: pair.type };
  return changed(state, { ...state.current, sorting }, SORTING_GROUP, options);
}

/**
 * Sets the price bounds. Both must be finite numbers (spec section 5); anything else is ignored
 * and logged as an error, because it means a broken slider or input rather than a shopper's choice.
 * Ignored while submitting. Bounds equal to the role's range are kept here and left out of the URL.
 */
export function setPriceRange(
  state: FilterSelectionState,
  price: { readonly min: unknown; readonly max: unknown },
  logger: Logger,
  options: ChangeOptions = {},
): FilterSelectionState {
  if (state.submitting) return state;
  const { min, max } = price;
  if (!isFiniteNumber(min) || !isFiniteNumber(max)) {
    logger.error('price filter ignored: min and max must be numbers', { min, max });
    return state;
  }
  return changed(state, { ...state.current, price: { min, max } }, PRICE_GROUP, options);
}

/**
 * "Clear all filters": the selection without the shopper's own choices. Every ticked value except
 * the page's own is unticked through `toggleFilterValue` (so sports and sub-sports stay consistent),
 * a page value that went with its last sub-sport is ticked again, and the price is cleared. The
 * sorting and the page's own values stay. Ignored while submitting.
 */
export function clearShopperFilters(
  state: FilterSelectionState,
  options: ChangeOptions = {},
): FilterSelectionState {
  // Every change below is ignored while submitting.
  let next = state;
  const groups = Object.keys(state.current.values);
  for (const group of groups) {
    for (const id of groupValues(state.current, group)) {
      if (state.pageValues.includes(id) || !groupValues(next.current, group).includes(id)) continue;
      next = toggleFilterValue(next, group, id, options);
    }
  }
  // Unticking a page sport's last sub-sport unticks the sport too; the page keeps its own values.
  for (const group of groups) {
    for (const id of groupValues(state.current, group)) {
      if (state.pageValues.includes(id) && !groupValues(next.current, group).includes(id)) {
        next = toggleFilterValue(next, group, id, options);
      }
    }
  }
  if (next.current.price.min !== null || next.current.price.max !== null) {
    next = clearPriceRange(next, options);
  }
  return next;
}

/** Removes the price bounds. Ignored while submitting. */
export function clearPriceRange(
  state: FilterSelectionState,
  options: ChangeOptions = {},
): FilterSelectionState {
  if (state.submitting) return state;
  return changed(state, { ...state.current, price: { min: null, max: null } }, PRICE_GROUP, options);
}

/**
 * Marks groups as applied, e.g. when the mobile drawer's apply button is pressed; all groups when
 * none are named. Names the listing does not have are ignored, as is everything while submitting.
 */
export function saveGroups(state: FilterSelectionState, groups?: readonly string[]): FilterSelectionState {
  if (state.submitting) return state;
  const known = selectionGroups(state);
  const wanted = new Set((groups ?? known).filter((group) => known.includes(group)));
  const saved = [...state.saved, ...[...wanted].filter((group) => !state.saved.includes(group))];
  return saved.length === state.saved.length ? state : { ...state, saved };
}

/** Marks the state as submitting: from now on changes are ignored until the next listing arrives. */
export function startSubmitting(state: FilterSelectionState): FilterSelectionState {
  return state.submitting ? state : { ...state, submitting: true };
}

/** Ends submitting without a new listing, e.g. when loading it failed, so the shopper can go on. */
export function stopSubmitting(state: FilterSelectionState): FilterSelectionState {
  return state.submitting ? { ...state, submitting: false } : state;
}

/** Every group of the state: the filters' names (price and sorting included) and any loaded group. */
export function selectionGroups(state: FilterSelectionState): readonly string[] {
  const groups = new Set<string>(state.filters.map(filterNameOf));
  for (const group of Object.keys(state.loaded.values)) groups.add(group);
  groups.add(PRICE_GROUP);
  groups.add(SORTING_GROUP);
  return [...groups];
}

/** True when the group differs between two snapshots. */
function groupDiffers(a: FilterSelection, b: FilterSelection, group: string): boolean {
  if (group === PRICE_GROUP) return a.price.min !== b.price.min || a.price.max !== b.price.max;
  if (group === SORTING_GROUP) return !sameSort(a.sorting, b.sorting);
  const x = groupValues(a, group);
  const y = groupValues(b, group);
  return x.length !== y.length || x.some((id, i) => id !== y[i]);
}

/** The saved groups whose selection differs from the loaded one. */
export function changedSavedGroups(state: FilterSelectionState): readonly string[] {
  return state.saved.filter((group) => groupDiffers(state.loaded, state.current, group));
}

/** What the next listing is requested with: saved groups as ticked, the others as loaded. */
export function appliedSelection(state: FilterSelectionState): FilterSelection {
  let values = state.loaded.values;
  let { price, sorting } = state.loaded;
  for (const group of state.saved) {
    if (group === PRICE_GROUP) price = state.current.price;
    else if (group === SORTING_GROUP) sorting = state.current.sorting;
    else values = withGroup(values, group, groupValues(state.current, group));
  }
  return { values, price, sorting };
}

/** The page the next listing shows: back to the first when a saved group changed (spec section 4). */
export function appliedPage(state: FilterSelectionState): number {
  return changedSavedGroups(state).length > 0 ? 1 : state.page;
}

/** Page-level values that the applied selection no longer holds: the shopper unchecked them. */
export function uncheckedPageValues(state: FilterSelectionState): readonly number[] {
  const applied = new Set(selectedValueIds(appliedSelection(state)));
  return state.pageValues.filter((id) => !applied.has(id));
}

function changed(
  state: FilterSelectionState,
  current: FilterSelection,
  group: string,
  options: ChangeOptions,
): FilterSelectionState {
  const saved = options.save && !state.saved.includes(group) ? [...state.saved, group] : state.saved;
  return { ...state, current, saved };
}

function withGroup(
  values: Readonly<Record<string, readonly number[]>>,
  group: string,
  ids: readonly number[],
): Readonly<Record<string, readonly number[]>> {
  const rest = Object.entries(values).filter(([name]) => name !== group);
  const sorted = sortedUnique(ids);
  return Object.fromEntries(sorted.length > 0 ? [...rest, [group, sorted]] : rest);
}

function sortedUnique(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** `Number.isFinite` converts nothing: a numeric string, `null` or `undefined` is no finite number. */
function isFiniteNumber(value: unknown): value is number {
  return Number.isFinite(value);
}

function finiteOrNull(value: unknown): number | null {
  return isFiniteNumber(value) ? value : null;
}
