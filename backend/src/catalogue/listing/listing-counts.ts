/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in hot loops, indexes bounded by the arrays' lengths (rows < size, words < bitset length) */
/**
 * Counting a listing's products per facet value and per category over the sets of `listing-sets.ts`,
 * each set the cheapest of three ways, so that broad and narrow pages alike keep within the
 * listing's time budget (`tests/bench/api-catalogue.bench.ts`).
 */
import { countAnd, nonZeroWords, type Bitset } from '../index/bitset';
import {
  FLAG,
  FV_BASE,
  FV_NEW,
  FV_SALE,
  VALUE_ID_LIMIT,
  type CatalogueIndex,
} from '../index/catalogue-index';
import { FACET_GROUPS, type FacetGroup, type FacetModel } from './listing-facet-model';
import type { ListingSets } from './listing-sets';

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
