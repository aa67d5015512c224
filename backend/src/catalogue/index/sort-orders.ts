/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in hot loops, indexes bounded by the arrays' lengths (rows < size, words < bitset length) */
/** The rows in each order a listing sorts by, computed once per build. */
import { PRICE_TYPES, type PriceType } from '@fanshop/core/pricing';
import type { ProductColumns } from './product-columns';

/** Rows by sales rank descending, by added_at descending, by price ascending per price type. */
export interface SortOrders {
  readonly sales: Int32Array;
  readonly added: Int32Array;
  readonly price: Readonly<Record<PriceType, Int32Array>>;
}

export function sortOrders({ size: n, salesRank, addedAt, price }: ProductColumns): SortOrders {
  return {
    sales: byKey(n, (r) => salesRank[r]!, true),
    added: byKey(n, (r) => Math.max(0, Math.floor(addedAt[r]! / 1000)), true),
    price: Object.fromEntries(PRICE_TYPES.map((t) => [t, byKey(n, (r) => price[t][r]!, false)])) as Record<
      PriceType,
      Int32Array
    >,
  };
}

/**
 * Sort orders without a comparator: a float key of (primary, row) sorts natively; rows are in id
 * order, so ties fall back to the id. Primaries are non-negative integers below 2^31.
 */
function byKey(n: number, key: (r: number) => number, descending: boolean): Int32Array {
  const keys = new Float64Array(n);
  const scale = 2 ** 21;
  for (let r = 0; r < n; r++) {
    const primary = key(r);
    keys[r] = (descending ? 2 ** 31 - 1 - primary : primary) * scale + r;
  }
  keys.sort();
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = keys[i]! % scale;
  return order;
}
