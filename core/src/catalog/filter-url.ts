/**
 * The listing URL's filter parameters (spec sections 5 and 7) and where applying filters leads
 * (spec section 2). Pure string work: routers, the server renderer and the HTTP adapter share it.
 */
import { splitUrl, withTrailingSlash } from '../navigation/url.js';
import { centsToEuros, parsePrice } from '../pricing/money.js';
import { isPriceType, priceRangeFor, type PriceRange, type PriceType } from '../pricing/role.js';
import { isUsableQuery, normaliseSearchQuery, SEARCH_PATH, searchQueryParam } from '../search/query.js';
import {
  appliedPage,
  appliedSelection,
  type FilterSelectionState,
  selectedValueIds,
  uncheckedPageValues,
} from './filter-selection.js';
import {
  encodeQueryComponent,
  firstQueryValue,
  joinQuery,
  parseQueryString,
  type QueryRecord,
  queryValues,
} from '../shared/query-string.js';
import { isSortType, type SortType } from './sort-options.js';

export { SEARCH_PATH };

/**
 * The filter parameters of a listing URL. In normal form (see `normaliseFilterQuery`) value ids
 * are ascending and unique and only meaningful parameters are present.
 */
export interface FilterQuery {
  /** Selected value ids (`filters`, a comma list). */
  readonly filters: readonly number[];
  /** Price bounds in euros. */
  readonly priceMin?: number;
  readonly priceMax?: number;
  /** The price type the price bounds are meant in. */
  readonly priceType?: PriceType;
  readonly sortField?: string;
  readonly sortType?: SortType;
  /** The listing page, from 1. */
  readonly page?: number;
  /** The normalised search query (`normaliseSearchQuery`), only on the search page. */
  readonly q?: string;
}

const ID = /^\d+$/;
const SORT_FIELD = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/**
 * The normal form of a filter query for a price range (the listing answer's `price.range.role`;
 * the role's defaults when missing):
 * - value ids: non-negative integers, ascending, unique;
 * - `priceMin` / `priceMax`: only when set, a non-negative amount of euros, rounded to the cent
 *   (so the URL never holds three decimals, which the price rule reads as thousands), and different
 *   from the bound of the price type's range (spec section 5); `priceType` only along with one of
 *   them, since it says which prices the bounds are in;
 * - `sortField` / `sortType`: only when both are set and valid (spec section 5);
 * - `page`: only above 1; `q`: normalised, only when long enough to search with.
 */
export function normaliseFilterQuery(
  query: FilterQuery,
  priceRange?: Partial<PriceRange> | null,
): FilterQuery {
  const bounds = priceRangeFor(query.priceType, priceRange);
  const min = centPrice(query.priceMin);
  const max = centPrice(query.priceMax);
  const priceMin = min !== bounds.min ? min : undefined;
  const priceMax = max !== bounds.max ? max : undefined;
  const hasPrice = priceMin !== undefined || priceMax !== undefined;
  const sorted = isSortField(query.sortField) && isSortType(query.sortType);
  const q = typeof query.q === 'string' ? normaliseSearchQuery(query.q) : '';
  return definedOnly({
    filters: [...new Set(query.filters.filter(isValueId))].sort((a, b) => a - b),
    priceMin,
    priceMax,
    priceType: hasPrice && isPriceType(query.priceType) ? query.priceType : undefined,
    sortField: sorted ? query.sortField : undefined,
    sortType: sorted ? query.sortType : undefined,
    page: Number.isSafeInteger(query.page) && Number(query.page) > 1 ? query.page : undefined,
    q: isUsableQuery(q) ? q : undefined,
  });
}

/**
 * The query string (without `?`) of a filter query in normal form, parameters in the order of
 * spec section 7 (then `page` and `q`); empty when nothing is left. Commas stay readable and spaces are `+`.
 */
export function encodeFilterQuery(query: FilterQuery, priceRange?: Partial<PriceRange> | null): string {
  return writeFilterQuery(normaliseFilterQuery(query, priceRange));
}

/**
 * Writes a filter query as it is, without normalising: the one writer of the filter parameters,
 * for the listing URL (through `encodeFilterQuery`) and for the listing API's query. Parameters in
 * the order of spec section 7, then `page` and `q`; a sorting only with both halves; empty
 * parameters left out. Commas stay readable and spaces are `+` (a typed `+` is `%2B`).
 */
export function writeFilterQuery(query: FilterQuery): string {
  const sorted = query.sortField !== undefined && query.sortType !== undefined;
  return joinQuery([
    ['filters', encodeQueryComponent(query.filters.join(','))],
    ['priceMin', text(query.priceMin)],
    ['priceMax', text(query.priceMax)],
    ['priceType', text(query.priceType)],
    ['sortField', sorted ? encodeQueryComponent(query.sortField ?? '') : ''],
    ['sortType', sorted ? text(query.sortType) : ''],
    ['page', text(query.page)],
    ['q', query.q === undefined ? '' : searchQueryParam(query.q)],
  ]);
}

/**
 * Reads the filter parameters of a listing URL's query string (with or without `?`): the one
 * decoding of the URL on its way to the listing API. See `decodeFilterQuery`.
 */
export function decodeListingQuery(search: string): FilterQuery {
  return decodeFilterQuery(parseQueryString(search));
}

/**
 * Reads the filter parameters of a parsed query string. Bad values are ignored one by one, so a
 * hand-edited or outdated URL still shows a listing; never throws. Repeated `filters` parameters
 * are merged. Prices are read by the shop's price rule (`parsePrice`, spec section 5: `19,5` and
 * `19.5` are decimals, `1.299` is thousands). Price bounds are kept even when equal to the range
 * (the range is not known here).
 */
export function decodeFilterQuery(record: QueryRecord): FilterQuery {
  const ids = queryValues(record, 'filters')
    .flatMap((list) => list.split(','))
    .map((part) => part.trim())
    .filter((part) => ID.test(part))
    .map(Number)
    .filter(isValueId);
  const priceType = firstQueryValue(record, 'priceType')?.trim();
  const sortField = firstQueryValue(record, 'sortField')?.trim();
  const sortType = firstQueryValue(record, 'sortType')?.trim();
  const sorted = isSortField(sortField) && isSortType(sortType);
  const page = readPage(firstQueryValue(record, 'page'));
  const q = normaliseSearchQuery(firstQueryValue(record, 'q') ?? '');
  return definedOnly({
    filters: [...new Set(ids)].sort((a, b) => a - b),
    priceMin: readPrice(firstQueryValue(record, 'priceMin')),
    priceMax: readPrice(firstQueryValue(record, 'priceMax')),
    priceType: isPriceType(priceType) ? priceType : undefined,
    sortField: sorted ? sortField : undefined,
    sortType: sorted ? sortType : undefined,
    page: Number.isSafeInteger(page) && Number(page) > 1 ? page : undefined,
    q: isUsableQuery(q) ? q : undefined,
  });
}

/** True for the search page's path, in any letter case and with or without the trailing slash. */
export function isSearchPath(path: string): boolean {
  return withTrailingSlash(splitUrl(path).path).toLowerCase() === SEARCH_PATH;
}

/**
 * A listing URL: the path (any query or hash on it dropped) and the encoded filter query.
 * `q` belongs to the search page only and is dropped elsewhere.
 */
export function filterUrl(path: string, query: FilterQuery, priceRange?: Partial<PriceRange> | null): string {
  const bare = splitUrl(path).path;
  const { q: _q, ...rest } = query;
  const encoded = encodeFilterQuery(isSearchPath(bare) ? query : rest, priceRange);
  return encoded === '' ? bare : `${bare}?${encoded}`;
}

/** Where a listing is shown and for whom: what applying filters needs besides the selection. */
export interface FilterLocation {
  /** The listing's app path without language prefix, e.g. `/men/jerseys/`. */
  readonly path: string;
  /** The filter query the listing was loaded with (its `q` is the search query). */
  readonly query: FilterQuery;
  /** The shopper's price type. */
  readonly priceType: PriceType;
  /** The listing answer's price range for that type (`price.range.role`). */
  readonly priceRange?: Partial<PriceRange> | null;
}

/**
 * Where applying filters leads (spec section 2): to the search page when a page-level filter was
 * unchecked (the path would otherwise put it back), else the current path.
 */
export function filterTargetPath(state: FilterSelectionState, currentPath: string): string {
  return uncheckedPageValues(state).length > 0 ? SEARCH_PATH : splitUrl(currentPath).path;
}

/**
 * The filter query of the applied selection. On the current path the page-level values are left
 * out, since the path already selects them; on the search page every value must be spelled out.
 */
export function filterQueryFor(state: FilterSelectionState, location: FilterLocation): FilterQuery {
  const applied = appliedSelection(state);
  const leaving = uncheckedPageValues(state).length > 0;
  const ids = selectedValueIds(applied);
  const target = filterTargetPath(state, location.path);
  return definedOnly({
    filters: leaving ? ids : ids.filter((id) => !state.pageValues.includes(id)),
    priceMin: applied.price.min ?? undefined,
    priceMax: applied.price.max ?? undefined,
    priceType: location.priceType,
    sortField: applied.sorting?.field,
    sortType: applied.sorting?.type,
    page: appliedPage(state),
    q: isSearchPath(target) ? location.query.q : undefined,
  });
}

/** The URL applying the selection leads to: target path plus encoded filter query. */
export function nextFilterUrl(state: FilterSelectionState, location: FilterLocation): string {
  return filterUrl(
    filterTargetPath(state, location.path),
    filterQueryFor(state, location),
    location.priceRange,
  );
}

/** The URL of the location itself, in the same normal form, to tell whether applying changes anything. */
export function currentFilterUrl(location: FilterLocation): string {
  return filterUrl(location.path, location.query, location.priceRange);
}

function isValueId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/** A non-negative amount of euros rounded to the cent; `undefined` for anything else. */
function centPrice(value: unknown): number | undefined {
  // parsePrice reads no infinity or NaN, but would read a price given as text.
  if (typeof value !== 'number' || value < 0) return undefined;
  const cents = parsePrice(value);
  return cents === null ? undefined : centsToEuros(cents);
}

/** A price bound of the URL in euros, by the shop's price rule; `undefined` unless a non-negative price. */
function readPrice(value: string | undefined): number | undefined {
  const cents = parsePrice(value);
  return cents === null || cents < 0 ? undefined : centsToEuros(cents);
}

function isSortField(value: unknown): value is string {
  return typeof value === 'string' && SORT_FIELD.test(value);
}

/** The page a URL names in digits (perhaps beyond safe integers); `undefined` for anything else. */
function readPage(value: string | undefined): number | undefined {
  const trimmed = value?.trim() ?? '';
  return ID.test(trimmed) ? Number(trimmed) : undefined;
}

function text(value: string | number | undefined): string {
  return value === undefined ? '' : encodeQueryComponent(String(value));
}

/** Drops keys whose value is `undefined`, so equal queries compare equal however they were built. */
function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
