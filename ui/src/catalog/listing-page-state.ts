import type { Filter, FilterValue, Listing, ProductTile } from '@fanshop/core/catalog';
import { keptForFrozen } from '../app/frozen-values';

/**
 * A listing as it travels inside the page for hydration, with what every value repeats left out: the
 * mobile label when it is the label, `hidden: false`, the value kind when the whole filter shares it,
 * and the product flags that are false. The state of a listing page is most of its HTML (the filters
 * alone about half of it), and the browser gets the same listing back from it (docs/ui.md).
 */
export interface PackedListing extends Omit<Listing, 'filters' | 'products'> {
  readonly filters: readonly PackedFilter[];
  readonly products: readonly PackedProduct[];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A filter value without the fields at their usual value, its sub-values (a sport's) packed as well. */
type PackedValue = Partial<Pick<FilterValue, 'fv_name_mobile' | 'hidden' | 'type'>> &
  Omit<FilterValue, 'fv_name_mobile' | 'hidden' | 'type'> & { readonly pivot?: readonly PackedValue[] };

interface PackedFilter extends Omit<Filter, 'data'> {
  readonly data: readonly PackedValue[];
  /** The kind every value of the filter has, when they all share one. */
  readonly valueType?: string;
}

type ProductFlag = 'isHeavy' | 'isBike' | 'isSki';
type PackedProduct = Omit<ProductTile, ProductFlag> & Partial<Pick<ProductTile, ProductFlag>>;

type AnyValue = FilterValue & { readonly pivot?: readonly AnyValue[] };

/** How many values (sub-values included) a filter lists. */
function countValues(values: readonly AnyValue[]): number {
  return values.reduce((sum, value) => sum + 1 + countValues(value.pivot ?? []), 0);
}

/**
 * The one kind all values (and sub-values) share, or undefined when they differ. Lifted out of the
 * values only when at least two carry it: for a single value, naming it once on the filter is longer.
 */
function sharedType(values: readonly AnyValue[]): string | undefined {
  if (countValues(values) < 2) return undefined;
  return commonType(values);
}

function commonType(values: readonly AnyValue[]): string | undefined {
  let shared: string | undefined;
  for (const value of values) {
    if (shared !== undefined && value.type !== shared) return undefined;
    shared = value.type;
    if (value.pivot && value.pivot.length > 0 && commonType(value.pivot) !== shared) return undefined;
  }
  return shared;
}

function packValue(value: AnyValue, valueType: string | undefined): PackedValue {
  // Built without the usual values rather than copied and deleted from: a deleted key leaves V8 a slow
  // dictionary object, and a listing has hundreds of values.
  const { fv_name_mobile, hidden, type, pivot, ...rest } = value;
  const packed: Mutable<PackedValue> = rest;
  if (fv_name_mobile !== value.fv_name) packed.fv_name_mobile = fv_name_mobile;
  if (hidden !== false) packed.hidden = hidden;
  if (valueType === undefined) packed.type = type;
  if (pivot) packed.pivot = pivot.map((sub) => packValue(sub, valueType));
  return packed;
}

function unpackValue(value: PackedValue, valueType: string | undefined): AnyValue {
  const { pivot, ...rest } = value;
  return {
    ...rest,
    fv_name_mobile: value.fv_name_mobile ?? value.fv_name,
    hidden: value.hidden ?? false,
    type: value.type ?? valueType ?? '',
    ...(pivot ? { pivot: pivot.map((sub) => unpackValue(sub, valueType)) } : {}),
  };
}

function packProduct({ isHeavy, isBike, isSki, ...product }: ProductTile): PackedProduct {
  return {
    ...product,
    ...(isHeavy ? { isHeavy } : {}),
    ...(isBike ? { isBike } : {}),
    ...(isSki ? { isSki } : {}),
  };
}

function unpackProduct(product: PackedProduct): ProductTile {
  return {
    ...product,
    isHeavy: product.isHeavy ?? false,
    isBike: product.isBike ?? false,
    isSki: product.isSki ?? false,
  };
}

const packedListings = new WeakMap<Listing, PackedListing>();

/** The listing as the page carries it; once per listing a server shares between its guests (ADR 0013). */
export function packListing(listing: Listing): PackedListing {
  // Only a server shares answers: the browser's build keeps no trace of the memory.
  return import.meta.env.SSR ? keptForFrozen(packedListings, listing, packOf) : packOf(listing);
}

function packOf(listing: Listing): PackedListing {
  return {
    ...listing,
    products: listing.products.map(packProduct),
    filters: listing.filters.map((filter) => {
      const valueType = sharedType(filter.data);
      const data = filter.data.map((value) => packValue(value, valueType));
      return valueType === undefined ? { ...filter, data } : { ...filter, data, valueType };
    }),
  };
}

/** The listing from what the page carried: the same as the one packed. */
export function unpackListing(packed: PackedListing): Listing {
  return {
    ...packed,
    products: packed.products.map(unpackProduct),
    filters: packed.filters.map(({ valueType, data, ...filter }) => ({
      ...filter,
      data: data.map((value) => unpackValue(value, valueType)),
    })),
  };
}
