/**
 * The listing's filters as the API sends them (spec section 3). Field names keep the API's
 * spelling (`f_id`, `fv_name`…) so that adapters pass the data through without a mapping layer.
 */

/** The filter names of the listing API, by what they filter. */
export const FilterName = {
  brand: 'GENERAL_Brand',
  colour: 'GENERAL_Color',
  gender: 'GENERAL_Gender',
  size: 'GENERAL_Size',
  price: 'price',
  sorting: 'sorting',
  addition: 'addition',
  sports: 'sports',
} as const;

/** One of the filter names the shop knows. */
export type FilterName = (typeof FilterName)[keyof typeof FilterName];

/** Every known filter name, in the order the spec lists them. */
export const FILTER_NAMES: readonly FilterName[] = Object.values(FilterName);

/** How a filter's values are chosen: dropdown and radio hold one value, toggle any number. */
export const FILTER_TYPES = ['dropdown', 'radio', 'toggle'] as const;

/** One of the filter types of spec section 3. */
export type FilterType = (typeof FILTER_TYPES)[number];

/**
 * The legacy filter ids the older API sends as `f_id` for the general filters
 * (83 brands, 91 colours, 82 genders, 89 sizes).
 */
export const LEGACY_FILTER_IDS = {
  GENERAL_Brand: 83,
  GENERAL_Color: 91,
  GENERAL_Gender: 82,
  GENERAL_Size: 89,
} as const satisfies Partial<Record<FilterName, number>>;

/** The filter names that have a legacy id. */
export type LegacyFilterName = keyof typeof LEGACY_FILTER_IDS;

/** The filter name a legacy id stands for; `undefined` for any other id. */
export function filterNameForLegacyId(id: number): LegacyFilterName | undefined {
  const entry = Object.entries(LEGACY_FILTER_IDS).find(([, legacyId]) => legacyId === id);
  return entry?.[0] as LegacyFilterName | undefined;
}

/** One selectable value of a filter. Value ids are unique across all filters of a listing. */
export interface FilterValue {
  readonly fv_id: number;
  readonly fv_name: string;
  /** The shorter label the mobile filter drawer shows. */
  readonly fv_name_mobile: string;
  /** Hidden values stay selectable (e.g. from a link) but are not listed. */
  readonly hidden: boolean;
  /** The kind of value as the API names it (a colour swatch, a plain label…); passed through. */
  readonly type: string;
  /** How many products of the listing have this value. */
  readonly count: number;
}

/**
 * A value of the sports filter: a sport with its sub-sports in `pivot`. `id` is the sport's
 * catalogue id (what menus and sport paths use); selection and URLs use `fv_id` like any value.
 */
export interface SportEntry extends FilterValue {
  readonly id: number;
  readonly pivot: readonly SportEntry[];
}

/** One filter of a listing. The sports filter's `data` holds `SportEntry` values. */
export interface Filter {
  readonly f_id: number;
  readonly f_name: string;
  readonly f_type: FilterType;
  readonly title: string;
  readonly data: readonly FilterValue[];
}

/**
 * The name a filter is grouped by: its `f_name`, or, when a legacy answer leaves the name empty,
 * the name its legacy `f_id` stands for (else the id as text, so every filter has a group).
 */
export function filterNameOf(filter: Pick<Filter, 'f_id' | 'f_name'>): string {
  if (filter.f_name.trim() !== '') return filter.f_name;
  return filterNameForLegacyId(filter.f_id) ?? String(filter.f_id);
}

/** The filter with this name, if the listing has one. */
export function findFilter(filters: readonly Filter[], name: string): Filter | undefined {
  return filters.find((filter) => filterNameOf(filter) === name);
}

/**
 * True when the filter holds at most one value: dropdown and radio filters, and the gender
 * filter whatever its type (spec section 4).
 */
export function isSingleValueFilter(filter: Filter): boolean {
  return filter.f_type !== 'toggle' || filterNameOf(filter) === FilterName.gender;
}

/** True for a value that carries sub-sports. */
export function isSportEntry(value: FilterValue): value is SportEntry {
  return Array.isArray((value as Partial<SportEntry>).pivot);
}

/** The values a filter lists, hidden ones left out. */
export function visibleValues(filter: Filter): readonly FilterValue[] {
  return filter.data.filter((value) => !value.hidden);
}

/** A filter's values with their nesting (sub-sports under their sport), indexed by value id. */
export interface FilterValueTree {
  /** Every value of the filter, sub-sports included. */
  readonly values: ReadonlyMap<number, FilterValue>;
  /** The parent value id of each nested value. */
  readonly parentOf: ReadonlyMap<number, number>;
  /** The child value ids of each value that has any. */
  readonly childrenOf: ReadonlyMap<number, readonly number[]>;
}

/** Indexes a filter's values, walking sports' `pivot` lists to any depth. */
export function valueTree(filter: Filter): FilterValueTree {
  const values = new Map<number, FilterValue>();
  const parentOf = new Map<number, number>();
  const childrenOf = new Map<number, number[]>();
  const visit = (value: FilterValue, parent: number | undefined): void => {
    // A value listed twice keeps its first place, so a broken answer cannot make a cycle.
    if (values.has(value.fv_id)) return;
    values.set(value.fv_id, value);
    if (parent !== undefined) {
      parentOf.set(value.fv_id, parent);
      childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), value.fv_id]);
    }
    if (isSportEntry(value)) for (const child of value.pivot) visit(child, value.fv_id);
  };
  for (const value of filter.data) visit(value, undefined);
  return { values, parentOf, childrenOf };
}
