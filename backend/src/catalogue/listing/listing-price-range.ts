/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads, indexes bounded by the arrays' lengths (rows < size) */
/**
 * The price slider's range of a listing: the cheapest and dearest product of a set in whole euros,
 * the role's default (core's `DEFAULT_PRICE_RANGES`) when the set is empty.
 */
import { DEFAULT_PRICE_RANGES, type PriceRange, type PriceType } from '@fanshop/core/pricing';
import { count, forEachRow, hasBit, type Bitset } from '../index/bitset';
import type { CatalogueIndex } from '../index/catalogue-index';

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
