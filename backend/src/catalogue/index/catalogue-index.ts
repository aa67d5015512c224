/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in hot loops, indexes bounded by the arrays' lengths (rows < size, words < bitset length) */
/**
 * The in-memory columnar index of the catalogue, built from SQLite at start and on `rebuild()`:
 * one typed array per product attribute (row = position in id order), one bitset of rows per filter
 * value, precomputed sort orders and the text index. Listing, facet counts and search run on it
 * without touching the database.
 */
import type { Database } from 'better-sqlite3';
import { clearBit, fullBitset, hasBit, setBit, type Bitset } from './bitset';
import { FV_BASE } from './filter-values';
import { readReferences, type CategoryRef, type ColourRef, type References } from './index-references';
import { buildPostings, type Postings } from './postings';
import {
  readOptionColumns,
  readProductColumns,
  type OptionColumns,
  type ProductColumns,
} from './product-columns';
import { buildSearchTerms } from './search-terms';
import { sortOrders, type SortOrders } from './sort-orders';
import type { TextIndex } from './text-index';

export { FLAG, FV_BASE, FV_NEW, FV_SALE, VALUE_ID_LIMIT } from './filter-values';
export type {
  BrandRef,
  CategoryRef,
  ColourRef,
  GenderRef,
  Named,
  SizeRef,
  SportRef,
  TreeRef,
} from './index-references';

export interface CatalogueIndex extends ProductColumns, OptionColumns, Postings, References {
  readonly allRows: Bitset;
  readonly orders: SortOrders;
  readonly text: TextIndex;
  /**
   * Rows of each article that comes in more than one colour, by the article's rows: the same array for
   * every row of the article, in the order of the colours. A row of a one-colour article has none.
   */
  readonly colourSiblings: ReadonlyMap<number, readonly number[]>;
}

/** Reads the catalogue tables and builds the index. */
export function loadIndex(db: Database): CatalogueIndex {
  const references = readReferences(db);
  const { columns, articleRows } = readProductColumns(db);
  const options = readOptionColumns(db, columns);
  const postings = buildPostings(columns, options, references);
  return {
    ...columns,
    ...options,
    ...postings,
    ...references,
    allRows: fullBitset(columns.size),
    orders: sortOrders(columns),
    text: buildSearchTerms(columns, references, postings),
    colourSiblings: colourSiblingsOf(articleRows, columns.colour, references.colours),
  };
}

function colourSiblingsOf(
  articleRows: ReadonlyMap<number, number[]>,
  colour: Uint16Array,
  colours: ReadonlyMap<number, ColourRef>,
): Map<number, readonly number[]> {
  const siblings = new Map<number, readonly number[]>();
  const position = (row: number) => colours.get(colour[row]!)?.position ?? Number.MAX_SAFE_INTEGER;
  for (const rows of articleRows.values()) {
    if (rows.length < 2) continue;
    const ordered = [...rows].sort((a, b) => position(a) - position(b) || a - b);
    for (const row of ordered) siblings.set(row, ordered);
  }
  return siblings;
}

/** A category and those above it, the category first; none for no or an unknown category. */
export function categoryAncestry(index: CatalogueIndex, categoryId: number | null): CategoryRef[] {
  const chain: CategoryRef[] = [];
  let category = categoryId === null ? undefined : index.categories.get(categoryId);
  while (category) {
    chain.push(category);
    category = category.parentId === null ? undefined : index.categories.get(category.parentId);
  }
  return chain;
}

/**
 * Updates the in-memory stock of one option after the database changed, and keeps the size
 * posting right (a product shows under a size only while that size is in stock).
 */
export function updateOptionStock(index: CatalogueIndex, optionId: number, stock: number): void {
  const k = index.optIndexById.get(optionId);
  if (k === undefined) return;
  index.optStock[k] = stock;
  let lo = 0;
  let hi = index.size - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (index.optStart[mid]! <= k) lo = mid;
    else hi = mid - 1;
  }
  const fv = FV_BASE.size + index.optSize[k]!;
  const posting = index.values.get(fv);
  if (!posting || hasBit(posting, lo) === stock > 0) return;
  if (stock > 0) {
    setBit(posting, lo);
    index.valueTotals[fv]!++;
  } else {
    clearBit(posting, lo);
    index.valueTotals[fv]!--;
  }
}

/** Row of a product id, or -1. */
export function rowOf(index: CatalogueIndex, productId: number): number {
  return Number.isInteger(productId) && productId >= 0 && productId < index.rowById.length
    ? index.rowById[productId]!
    : -1;
}
