import { Gender } from '../../shared/gender.js';
import type { Filter, FilterType, FilterValue, SportEntry } from '../filter.js';
import type { Listing, ListingSorting, SelectedFilters, SelectedPrice, SelectedValue } from '../listing.js';
import { ProductMother } from './product-mother.js';

/** The value ids of the listing mother's filters, by what they stand for. */
export const V = {
  nike: 101,
  adidas: 102,
  puma: 103,
  red: 201,
  white: 202,
  black: 203,
  football: 301,
  footballBoots: 311,
  goalkeeperGloves: 312,
  running: 302,
  runningShoes: 321,
  ski: 303,
  female: 401,
  male: 402,
  kids: 403,
  sizeS: 501,
  sizeM: 502,
  sizeL: 503,
  sale: 601,
  newIn: 602,
} as const;

/** A filter value with a count of 10. */
export function value(fv_id: number, fv_name: string, overrides: Partial<FilterValue> = {}): FilterValue {
  return { fv_id, fv_name, fv_name_mobile: fv_name, hidden: false, type: 'text', count: 10, ...overrides };
}

/** A sport with its sub-sports; the catalogue id is the value id plus 9000. */
export function sport(fv_id: number, fv_name: string, pivot: readonly SportEntry[] = []): SportEntry {
  return { ...value(fv_id, fv_name), id: fv_id + 9_000, pivot };
}

/** A filter of a type with values. */
export function filter(
  f_id: number,
  f_name: string,
  f_type: FilterType,
  data: readonly FilterValue[],
): Filter {
  return { f_id, f_name, f_type, title: f_name, data };
}

/**
 * The filters of a typical listing, one of each rule: brand and colour are toggles (many values),
 * gender is a toggle too but holds one value by its name, size is a dropdown and addition a radio
 * (one value each), sports nests sub-sports (football: boots and gloves; running: shoes; ski: none).
 * The general filters carry their legacy ids.
 */
export const FILTERS: readonly Filter[] = [
  filter(83, 'GENERAL_Brand', 'toggle', [
    value(V.nike, 'Nike'),
    value(V.adidas, 'Adidas'),
    value(V.puma, 'Puma'),
  ]),
  filter(91, 'GENERAL_Color', 'toggle', [
    value(V.red, 'Red', { type: 'color' }),
    value(V.white, 'White', { type: 'color' }),
    value(V.black, 'Black', { type: 'color', hidden: true }),
  ]),
  filter(82, 'GENERAL_Gender', 'toggle', [
    value(V.female, 'Women'),
    value(V.male, 'Men'),
    value(V.kids, 'Kids'),
  ]),
  filter(89, 'GENERAL_Size', 'dropdown', [value(V.sizeS, 'S'), value(V.sizeM, 'M'), value(V.sizeL, 'L')]),
  filter(7, 'addition', 'radio', [value(V.sale, 'Sale'), value(V.newIn, 'New in')]),
  filter(8, 'sports', 'toggle', [
    sport(V.football, 'Football', [
      sport(V.footballBoots, 'Football boots'),
      sport(V.goalkeeperGloves, 'Goalkeeper gloves'),
    ]),
    sport(V.running, 'Running', [sport(V.runningShoes, 'Running shoes')]),
    sport(V.ski, 'Ski'),
  ]),
  filter(5, 'price', 'toggle', []),
  filter(6, 'sorting', 'radio', []),
];

/** What the mother's listings are built from; everything optional. */
export interface ListingSpec {
  /** Every selected value id. */
  readonly selected?: readonly number[];
  /** Value ids fixed by the path. */
  readonly page?: readonly number[];
  readonly price?: SelectedPrice;
  readonly sorting?: ListingSorting;
  readonly currentPage?: number;
  readonly lastPage?: number;
  readonly filters?: readonly Filter[];
}

/** `selected` as the API would answer it for these value ids. */
export function selectedFor(filters: readonly Filter[], spec: ListingSpec = {}): SelectedFilters {
  const all = [...new Set([...(spec.selected ?? []), ...(spec.page ?? [])])].sort((a, b) => a - b);
  const byId: Record<string, SelectedValue> = {};
  for (const f of filters) {
    const flat = (values: readonly FilterValue[]): FilterValue[] =>
      values.flatMap((v) => [v, ...flat((v as Partial<SportEntry>).pivot ?? [])]);
    for (const v of flat(f.data)) {
      if (all.includes(v.fv_id))
        byId[String(v.fv_id)] = { f_id: f.f_id, f_name: f.f_name, fv_id: v.fv_id, fv_name: v.fv_name };
    }
  }
  return {
    byId,
    page: spec.page ?? [],
    top: all,
    last: [],
    left: all,
    all,
    price: spec.price ?? { min: null, max: null },
  };
}

/** Listings for tests. */
export const ListingMother = {
  /** A listing of three products with the mother's filters; vk range 4 to 1200. */
  listing(spec: ListingSpec = {}): Listing {
    const filters = spec.filters ?? FILTERS;
    return {
      products: [ProductMother.tile(1), ProductMother.tile(2), ProductMother.tile(3)],
      pagination: { page: spec.currentPage ?? 1, perPage: 24, total: 72, lastPage: spec.lastPage ?? 3 },
      filters,
      selected: selectedFor(filters, spec),
      price: { range: { role: { min: 4, max: 1200 }, mobile: { min: 4, max: 1200 } } },
      view: { left: ['GENERAL_Brand', 'GENERAL_Color', 'GENERAL_Size', 'price'] },
      categoryTree: {
        tree: [{ id: 1, name: 'Jerseys', url: '/men/jerseys/', count: 72, active: true, children: [] }],
        genders: [Gender.male],
        lastLevel: true,
        isGenderInRequest: (spec.page ?? []).length > 0,
        outlet: false,
      },
      sorting: spec.sorting ?? { field: null, type: null },
      seo: {
        title: 'Jerseys',
        description: 'Jerseys of the fan shop',
        h1: 'Jerseys',
        canonical: '/men/jerseys/',
        text: null,
      },
    };
  },

  /** The men's jerseys page: the path fixes the gender filter to men. */
  menJerseys(spec: ListingSpec = {}): Listing {
    return ListingMother.listing({ ...spec, page: [V.male, ...(spec.page ?? [])] });
  },
};
