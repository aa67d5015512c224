/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in hot loops, indexes bounded by the arrays' lengths (rows < size, words < bitset length) */
/**
 * The listing: products of a page with its filters, disjunctive facet counts, price ranges,
 * category tree, sorting, pagination and SEO, computed on the in-memory index.
 *
 * Facet semantics: values of one group are ORed, groups are ANDed, and the counts of a group are
 * taken over the products matching every *other* group (its own selection ignored), the page,
 * the search and the price. Sports are hierarchical: a selected sport with selected sub-sports
 * matches those sub-sports only; a selected sport without any matches the whole sport.
 */
import {
  DEFAULT_SORT_OPTION,
  FILTER_NAMES,
  FilterName,
  type FilterType,
  LEGACY_FILTER_IDS,
  SORT_OPTIONS,
  type SortOption,
  type SortType,
  type CategoryNode as CoreCategoryNode,
  type Filter as CoreFilter,
  type FilterValue as CoreFilterValue,
  type Pagination,
  type SelectedPrice,
  type SelectedValue,
} from '@fanshop/core/catalog';
import { DEFAULT_PRICE_RANGES, type Cents, type PriceRange, type PriceType } from '@fanshop/core/pricing';
import {
  count,
  countAnd,
  createBitset,
  forEachRow,
  hasBit,
  intersect,
  nonZeroWords,
  orInto,
  setBit,
  type Bitset,
} from './bitset';
import type { Language } from './catalogue-api';
import {
  FLAG,
  FV_BASE,
  FV_NEW,
  FV_SALE,
  VALUE_ID_LIMIT,
  type CatalogueIndex,
  type Named,
} from './catalogue-index';
import { parseListingPath, pathOf, withCategory, withGender, type PageContext } from './listing-path';
import { queryTokens, searchRows } from './text-index';
import { spellingSuggestion } from './spelling';
import { eurosOrNull, priceBound, searchText, SORT_VALUES, sortOf } from './listing-params';
import { productTile, sizeTitle, type ProductTile } from './tiles';

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

/** The filter groups: core's filter names (spec section 3). */
export type GroupName = FilterName;

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

/** The groups whose values narrow the products (all but price and sorting). */
export type FacetGroup = Exclude<GroupName, 'price' | 'sorting'>;
export const FACET_GROUPS: readonly FacetGroup[] = FILTER_NAMES.filter(
  (name): name is FacetGroup => name !== FilterName.price && name !== FilterName.sorting,
);

/** One value of a facet group. */
export interface ValueDef {
  readonly fvId: number;
  readonly group: FacetGroup;
  readonly name: Named;
  readonly type: string;
  /** For sports: the sub-sport values; for sub-sports: the parent's value id. */
  readonly children?: readonly number[];
  readonly parent?: number;
  readonly hex?: string;
  readonly id: number;
}

/** The facet groups and their values, derived once per index. */
export interface FacetModel {
  readonly groups: Readonly<Record<FacetGroup, readonly ValueDef[]>>;
  readonly byId: ReadonlyMap<number, ValueDef>;
}

/** Builds the facet groups of an index. */
export function buildFacetModel(index: CatalogueIndex): FacetModel {
  const groups: Record<FacetGroup, ValueDef[]> = {
    GENERAL_Brand: [...index.brandList]
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .map((b) => ({
        fvId: FV_BASE.brand + b.id,
        group: 'GENERAL_Brand',
        name: { en: b.name, de: b.name },
        type: 'brand',
        id: b.id,
      })),
    GENERAL_Color: index.colourList.map((c) => ({
      fvId: FV_BASE.colour + c.id,
      group: 'GENERAL_Color',
      name: c.name,
      type: c.sysname,
      hex: c.hex,
      id: c.id,
    })),
    GENERAL_Gender: index.genders.map((g) => ({
      fvId: g.id,
      group: 'GENERAL_Gender',
      name: g.name,
      type: g.sysname,
      id: g.id,
    })),
    GENERAL_Size: index.sizeList.map((s) => ({
      fvId: FV_BASE.size + s.id,
      group: 'GENERAL_Size',
      name: { en: sizeTitle(s.title, 'en'), de: sizeTitle(s.title, 'de') },
      type: s.kind,
      id: s.id,
    })),
    addition: [
      { fvId: FV_SALE, group: 'addition', name: { en: 'Sale', de: 'Sale' }, type: 'sale', id: 1 },
      { fvId: FV_NEW, group: 'addition', name: { en: 'New in', de: 'Neu' }, type: 'new', id: 2 },
    ],
    sports: index.sportList.map((s) => ({
      fvId: FV_BASE.sport + s.id,
      group: 'sports',
      name: s.name,
      type: s.parentId === null ? 'sport' : 'subsport',
      id: s.id,
      ...(s.parentId === null
        ? { children: s.children.map((c) => FV_BASE.sport + c) }
        : { parent: FV_BASE.sport + s.parentId }),
    })),
  };
  const byId = new Map<number, ValueDef>();
  for (const g of FACET_GROUPS) for (const v of groups[g]) byId.set(v.fvId, v);
  return { groups, byId };
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

/** How a set is counted: against the postings, by its rows, or by the rows it lacks. */
type CountingWay = 'postings' | 'rows' | 'complement';

/** The cheapest way to count `values` postings (or attributes) over a set. */
function countingWay(
  index: CatalogueIndex,
  rows: number,
  words: number,
  values: number,
  perRow: number,
): CountingWay {
  const postings = values * words;
  const direct = rows * perRow;
  // The complement walks every word once plus the rows that are missing.
  const complement = (index.size - rows) * perRow + index.allRows.length;
  if (postings <= direct && postings <= complement) return 'postings';
  return direct <= complement ? 'rows' : 'complement';
}

/**
 * Counts of every facet value, indexed by value id. Groups sharing a base set are counted
 * together, each base the cheapest way: intersecting it with every value's posting
 * (values × words), walking its rows once and reading their attributes (sparse sets of narrow
 * pages), or taking each value's total and subtracting the rows the set lacks (dense sets of
 * broad pages).
 */
export function facetCounts(index: CatalogueIndex, model: FacetModel, sets: ListingSets): Int32Array {
  const counts = new Int32Array(VALUE_ID_LIMIT);
  const byBase = new Map<Bitset, FacetGroup[]>();
  for (const group of FACET_GROUPS) {
    const base = sets.facetBase.get(group) ?? sets.result;
    const list = byBase.get(base);
    if (list) list.push(group);
    else byBase.set(base, [group]);
  }
  for (const [base, groups] of byBase) {
    const words = nonZeroWords(base);
    const values = groups.reduce((n, g) => n + model.groups[g].length, 0);
    const rows = countAnd(base, words, base);
    // Walking a row touches about 12 attributes (sizes through their options).
    const way = countingWay(index, rows, words.length, values, 12);
    if (way === 'postings') {
      for (const group of groups) {
        for (const def of model.groups[group]) {
          const posting = index.values.get(def.fvId);
          counts[def.fvId] = posting ? countAnd(base, words, posting) : 0;
        }
      }
    } else if (way === 'rows') {
      forEachRowOf(base, words, (row) => countRow(index, row, groups, counts, 1));
    } else {
      for (const group of groups)
        for (const def of model.groups[group]) counts[def.fvId] = index.valueTotals[def.fvId]!;
      forEachMissingRow(index, base, (row) => countRow(index, row, groups, counts, -1));
    }
  }
  return counts;
}

/** Visits the set rows of the given non-zero words. */
function forEachRowOf(base: Bitset, words: Int32Array, visit: (row: number) => void): void {
  for (let k = 0; k < words.length; k++) {
    const w = words[k]!;
    let word = base[w]!;
    while (word !== 0) {
      const low = word & -word;
      visit((w << 5) + (31 - Math.clz32(low)));
      word ^= low;
    }
  }
}

/** Visits the rows (below the index size) that are not in the set. */
function forEachMissingRow(index: CatalogueIndex, base: Bitset, visit: (row: number) => void): void {
  const all = index.allRows;
  for (let w = 0; w < all.length; w++) {
    let word = all[w]! & ~base[w]!;
    while (word !== 0) {
      const low = word & -word;
      visit((w << 5) + (31 - Math.clz32(low)));
      word ^= low;
    }
  }
}

/** Adds `delta` to the counts of every value of the given groups that the row has. */
function countRow(
  index: CatalogueIndex,
  row: number,
  groups: readonly FacetGroup[],
  counts: Int32Array,
  delta: number,
): void {
  for (const group of groups) {
    switch (group) {
      case 'GENERAL_Brand':
        counts[FV_BASE.brand + index.brand[row]!]! += delta;
        break;
      case 'GENERAL_Color':
        counts[FV_BASE.colour + index.colour[row]!]! += delta;
        break;
      case 'GENERAL_Gender': {
        const g = index.gender[row]!;
        if (g === 0) for (const ref of index.genders) counts[ref.id]! += delta;
        else counts[g]! += delta;
        break;
      }
      case 'sports': {
        const sport = index.sport[row]!;
        const sub = index.subSport[row]!;
        if (sport !== 0) counts[FV_BASE.sport + sport]! += delta;
        if (sub !== 0) counts[FV_BASE.sport + sub]! += delta;
        break;
      }
      case 'addition': {
        const f = index.flags[row]!;
        if (f & FLAG.sale) counts[FV_SALE]! += delta;
        if (f & FLAG.new) counts[FV_NEW]! += delta;
        break;
      }
      case 'GENERAL_Size': {
        const end = index.optStart[row + 1]!;
        for (let o = index.optStart[row]!; o < end; o++) {
          if (index.optStock[o]! > 0) counts[FV_BASE.size + index.optSize[o]!]! += delta;
        }
        break;
      }
    }
  }
}

/** Products per category id (a parent counts its children's) over a set, the cheapest way. */
export function categoryCounts(index: CatalogueIndex, set: Bitset): Int32Array {
  const out = new Int32Array(index.categoryMaxId + 1);
  const words = nonZeroWords(set);
  const rows = countAnd(set, words, set);
  const way = countingWay(index, rows, words.length, index.categoryList.length, 2);
  if (way === 'postings') {
    for (const c of index.categoryList) {
      const posting = index.categoryRows.get(c.id);
      out[c.id] = posting ? countAnd(set, words, posting) : 0;
    }
    return out;
  }
  const category = index.category;
  if (way === 'rows') forEachRowOf(set, words, (row) => out[category[row]!]!++);
  else forEachMissingRow(index, set, (row) => out[category[row]!]!++);
  // Products sit in leaves; a parent adds its children's.
  const own = out.slice();
  const total = (id: number): number => {
    let n = own[id]!;
    for (const child of index.categories.get(id)?.children ?? []) n += total(child);
    out[id] = n;
    return n;
  };
  for (const c of index.categoryList) if (c.parentId === null) total(c.id);
  if (way === 'complement')
    for (const c of index.categoryList) out[c.id] = index.categoryTotals[c.id]! - out[c.id]!;
  return out;
}

/** Cheapest and dearest price (cents) over a set, or undefined when it is empty. */
function priceBounds(
  index: CatalogueIndex,
  set: Bitset,
  priceType: PriceType,
): { min: number; max: number } | undefined {
  const total = count(set);
  if (total === 0) return undefined;
  const prices = index.price[priceType];
  if (total < index.size / 16) {
    let min = Infinity;
    let max = -Infinity;
    forEachRow(set, (row) => {
      const p = prices[row]!;
      if (p < min) min = p;
      if (p > max) max = p;
    });
    return { min, max };
  }
  const order = index.orders.price[priceType];
  let lo = 0;
  while (!hasBit(set, order[lo]!)) lo++;
  let hi = order.length - 1;
  while (!hasBit(set, order[hi]!)) hi--;
  return { min: prices[order[lo]!]!, max: prices[order[hi]!]! };
}

/** The price range in whole euros for a set, or the role's default when it is empty. */
export function priceRange(index: CatalogueIndex, set: Bitset, priceType: PriceType): PriceRange {
  const bounds = priceBounds(index, set, priceType);
  if (!bounds) return DEFAULT_PRICE_RANGES[priceType];
  return { min: Math.floor(bounds.min / 100), max: Math.ceil(bounds.max / 100) };
}

/** One page of rows of a set in the plan's order. */
export function pageRows(
  index: CatalogueIndex,
  set: Bitset,
  plan: ListingPlan,
  priceType: PriceType,
): number[] {
  const skip = (plan.page - 1) * plan.perPage;
  const rows: number[] = [];
  let seen = 0;
  const take = (row: number): boolean => {
    if (!hasBit(set, row)) return false;
    if (seen++ < skip) return false;
    rows.push(row);
    return rows.length >= plan.perPage;
  };
  const { field, type } = plan.sort;
  if (field === 'price') {
    const order = index.orders.price[priceType];
    if (type === 'asc') {
      for (let i = 0; i < order.length; i++) if (take(order[i]!)) break;
    } else {
      // Descending price, ties by id ascending like the other orders.
      const prices = index.price[priceType];
      let end = order.length;
      while (end > 0 && rows.length < plan.perPage) {
        let start = end - 1;
        while (start > 0 && prices[order[start - 1]!] === prices[order[end - 1]!]) start--;
        let done = false;
        for (let i = start; i < end; i++) {
          if (take(order[i]!)) {
            done = true;
            break;
          }
        }
        if (done) break;
        end = start;
      }
    }
    return rows;
  }
  const order = field === 'added_at' ? index.orders.added : index.orders.sales;
  for (let i = 0; i < order.length; i++) if (take(order[i]!)) break;
  return rows;
}

/** A filter value as the API answers it: core's `FilterValue` (spec section 3) and its selection. */
export interface FilterValue extends CoreFilterValue {
  readonly selected: boolean;
  readonly id?: number;
  readonly hex?: string;
  readonly pivot?: readonly FilterValue[];
  readonly field?: string;
  readonly order?: SortType;
}

/** A filter as the API answers it: core's `Filter` with its selected ids and the price bounds. */
export interface Filter extends Omit<CoreFilter, 'f_name' | 'data'> {
  readonly f_name: GroupName;
  readonly data: readonly FilterValue[];
  readonly selected: readonly number[];
  readonly min?: number;
  readonly max?: number;
}

/** A category as the API answers it: core's `CategoryNode`, with `selected` where core says `active`. */
export interface CategoryNode extends Omit<CoreCategoryNode, 'active' | 'children'> {
  readonly selected: boolean;
  readonly children: readonly CategoryNode[];
}

export interface ListingResponse {
  readonly products: readonly ProductTile[];
  readonly pagination: Omit<Pagination, 'lastPage'> & { readonly totalPages: number };
  readonly filters: readonly Filter[];
  readonly selected: {
    readonly byId: Readonly<Record<string, SelectedValue & { f_name: GroupName; page: boolean }>>;
    readonly page: readonly number[];
    readonly top: readonly { fv_id: number; fv_name: string; f_name: GroupName }[];
    readonly last: readonly number[];
    readonly left: Readonly<Partial<Record<GroupName, readonly number[]>>>;
    readonly all: readonly number[];
    readonly price: SelectedPrice;
  };
  readonly price: {
    readonly priceType: PriceType;
    readonly currency: 'EUR';
    readonly range: { readonly role: PriceRange; readonly mobile: PriceRange };
  };
  readonly view: { readonly left: readonly GroupName[] };
  readonly categoryTree: {
    readonly tree: readonly CategoryNode[];
    readonly genders: readonly { id: number; name: string; url: string; count: number; selected: boolean }[];
    readonly lastLevel: boolean;
    readonly isGenderInRequest: boolean;
    readonly outlet: boolean;
  };
  readonly sorting: {
    readonly field: string;
    readonly type: SortType;
    readonly options: readonly { field: string; type: SortType; name: string; selected: boolean }[];
  };
  readonly seo: {
    readonly title: string;
    readonly h1: string;
    readonly description: string;
    readonly canonical: string;
    readonly robots: string;
    readonly alternates: Readonly<Record<Language, string>>;
  };
  /**
   * On a search that found nothing: a query close to the shopper's that finds products (each unknown
   * word replaced by the nearest word of the catalogue, `spelling.ts`), else null. Absent elsewhere.
   */
  readonly spelling?: string | null;
}

const TEXT = {
  search: { en: 'Search results', de: 'Suchergebnisse' },
  all: { en: 'All products', de: 'Alle Produkte' },
  outlet: { en: 'Outlet', de: 'Outlet' },
  shop: { en: 'Fan Shop', de: 'Fan Shop' },
  products: { en: 'products', de: 'Produkte' },
  in: {
    en: 'in the official fan shop of the national team.',
    de: 'im offiziellen Fan Shop des Nationalteams.',
  },
} as const;

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
  const { ctx } = plan;

  const selectedAll = new Set<number>();
  for (const set of plan.selection.values()) for (const fv of set) selectedAll.add(fv);

  const valueOf = (def: ValueDef): FilterValue => {
    const n = counts[def.fvId] ?? 0;
    const selected = selectedAll.has(def.fvId);
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
  const range = priceRange(index, sets.priceBase, priceType);
  const filters: Filter[] = GROUP_ORDER.map((name): Filter => {
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

  const view: GroupName[] = GROUP_ORDER.filter((name) => {
    if (name === 'sorting') return false;
    if (name === 'price') return total > 0 || plan.priceMin !== null || plan.priceMax !== null;
    const set = plan.selection.get(name);
    if (set && set.size > 0) return true;
    return model.groups[name].some((d) => (counts[d.fvId] ?? 0) > 0);
  });

  // Category tree, counted without the page's own category.
  const perCategory = categoryCounts(index, sets.withoutCategory);
  const categoryCount = (id: number): number => perCategory[id] ?? 0;
  const selectedCategories = new Set<number>();
  for (let c = ctx.category === null ? undefined : index.categories.get(ctx.category); c;) {
    selectedCategories.add(c.id);
    c = c.parentId === null ? undefined : index.categories.get(c.parentId);
  }
  const node = (id: number): CategoryNode | undefined => {
    const cat = index.categories.get(id);
    if (!cat) return undefined;
    const n = categoryCount(id);
    if (n === 0 && !selectedCategories.has(id)) return undefined;
    return {
      id,
      name: cat.name[language],
      url: pathOf(index, withCategory(ctx, id), language),
      count: n,
      selected: selectedCategories.has(id),
      children: cat.children.map(node).filter((x): x is CategoryNode => x !== undefined),
    };
  };
  const tree = index.categoryList
    .filter((c) => c.parentId === null)
    .map((c) => node(c.id))
    .filter((x): x is CategoryNode => x !== undefined);
  const genders = index.genders.map((g) => ({
    id: g.id,
    name: g.name[language],
    url: pathOf(index, withGender(ctx, g.id), language),
    count: counts[g.id] ?? 0,
    selected: ctx.gender === g.id,
  }));
  const currentCategory = ctx.category === null ? undefined : index.categories.get(ctx.category);

  // SEO.
  const titleParts: string[] = [];
  if (ctx.search)
    titleParts.push(plan.q === '' ? TEXT.search[language] : `${TEXT.search[language]}: ${plan.q}`);
  if (ctx.outlet) titleParts.push(TEXT.outlet[language]);
  if (ctx.brand !== null) titleParts.push(index.brands.get(ctx.brand)?.name ?? '');
  if (ctx.subSport !== null) titleParts.push(index.sports.get(ctx.subSport)?.name[language] ?? '');
  else if (ctx.sport !== null) titleParts.push(index.sports.get(ctx.sport)?.name[language] ?? '');
  if (currentCategory) titleParts.push(currentCategory.name[language]);
  const genderRef = index.genders.find((g) => g.id === ctx.gender);
  if (genderRef) titleParts.push(genderRef.name[language]);
  const h1 = titleParts.length === 0 ? TEXT.all[language] : titleParts.join(' · ');
  const path = pathOf(index, ctx, language);
  const filtered =
    plan.userValues.length > 0 ||
    plan.priceMin !== null ||
    plan.priceMax !== null ||
    plan.sort.id !== DEFAULT_SORT_OPTION.id ||
    plan.q !== '';

  return {
    products: rows.map((row) => productTile(index, row, language, priceType)),
    pagination: {
      page: plan.page,
      perPage: plan.perPage,
      total,
      totalPages: Math.ceil(total / plan.perPage),
    },
    filters,
    selected: {
      byId,
      page: plan.pageValues,
      top,
      last: plan.userValues,
      left,
      all: [...selectedAll].sort((a, b) => a - b),
      price: { min: eurosOrNull(plan.priceMin), max: eurosOrNull(plan.priceMax) },
    },
    price: { priceType, currency: 'EUR', range: { role: range, mobile: range } },
    view: { left: view },
    categoryTree: {
      tree,
      genders,
      lastLevel: currentCategory !== undefined && currentCategory.children.length === 0,
      isGenderInRequest: ctx.gender !== null,
      outlet: ctx.outlet,
    },
    sorting: {
      field: plan.sort.field,
      type: plan.sort.type,
      options: SORT_OPTIONS.map((o) => ({
        field: o.field,
        type: o.type,
        name: SORT_VALUES[o.id].name[language],
        selected: o.id === plan.sort.id,
      })),
    },
    seo: {
      title: `${h1} | ${TEXT.shop[language]}`,
      h1,
      description: `${total} ${TEXT.products[language]}: ${h1} ${TEXT.in[language]}`,
      canonical: plan.page > 1 ? `${path}?page=${plan.page}` : path,
      robots: ctx.search || filtered ? 'noindex,follow' : 'index,follow',
      alternates: { en: pathOf(index, ctx, 'en'), de: pathOf(index, ctx, 'de') },
    },
    ...(ctx.search && total === 0 && plan.q !== ''
      ? { spelling: spellingSuggestion(plan.q, index.text) }
      : {}),
  };
}
