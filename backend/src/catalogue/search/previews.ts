/** The products the header's search shows before a listing: asked for by id, or found by the query. */
import { rowOf, type CatalogueIndex } from '../index/catalogue-index';
import { queryTokens, searchRows } from '../index/text-index';
import { topRows } from '../index/top-rows';

/** Number of preview products in search-limited and header-data. */
export const PREVIEW_PRODUCTS = 6;
const MAX_PRODUCT_IDS = 50;

/** The rows of the ids given (at most 50, each once) or else the best sellers the query finds. */
export function searchLimitedRows(index: CatalogueIndex, q: unknown, productIds: unknown): number[] {
  if (typeof productIds === 'string' && productIds.trim() !== '') {
    const ids = productIds
      .split(',')
      .map((s) => s.trim())
      .filter((s) => /^\d{1,9}$/.test(s))
      .map(Number)
      .slice(0, MAX_PRODUCT_IDS);
    return [...new Set(ids)].map((id) => rowOf(index, id)).filter((row) => row >= 0);
  }
  const tokens = queryTokens(q);
  const set = searchRows(index.text, tokens);
  return topRows(index, set, PREVIEW_PRODUCTS);
}
