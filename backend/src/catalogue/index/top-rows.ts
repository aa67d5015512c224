/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in hot loops, indexes bounded by the arrays' lengths (rows < size, words < bitset length) */
import { hasBit } from './bitset';
import type { CatalogueIndex } from './catalogue-index';

/** Top rows of a set by sales rank. */
export function topRows(
  index: CatalogueIndex,
  set: Uint32Array | undefined,
  limit: number,
  exclude = -1,
): number[] {
  const out: number[] = [];
  const order = index.orders.sales;
  for (let i = 0; i < order.length && out.length < limit; i++) {
    const row = order[i]!;
    if (row !== exclude && (set === undefined || hasBit(set, row))) out.push(row);
  }
  return out;
}
