/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in hot loops, indexes bounded by the arrays' lengths (rows < size) */
/**
 * The products of one listing page: the result walked in the index's presorted order of the
 * plan's sort, so that no page sorts the whole result.
 */
import type { PriceType } from '@fanshop/core/pricing';
import { hasBit, type Bitset } from '../index/bitset';
import type { CatalogueIndex } from '../index/catalogue-index';
import type { ListingPlan } from './listing-plan';

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
