/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in hot loops, indexes bounded by the arrays' lengths (rows < size, words < bitset length) */
/** The rows of each filter value, category and department as bitsets, and how many each holds. */
import { count, createBitset, setBit, type Bitset } from './bitset';
import { FLAG, FV_BASE, FV_NEW, FV_SALE, VALUE_ID_LIMIT } from './filter-values';
import type { References } from './index-references';
import type { OptionColumns, ProductColumns } from './product-columns';

export interface Postings {
  /** Rows per filter value id. */
  readonly values: Map<number, Bitset>;
  /** Number of rows per filter value id (the postings' sizes). */
  readonly valueTotals: Int32Array;
  /** Rows per category id; a parent holds its children's rows. */
  readonly categoryRows: Map<number, Bitset>;
  /** Number of rows per category id (a parent's include its children's). */
  readonly categoryTotals: Int32Array;
  /** Highest category id, for arrays indexed by it. */
  readonly categoryMaxId: number;
  /** Rows per department (unisex products are in every department). */
  readonly genderRows: Map<number, Bitset>;
  readonly outletRows: Bitset;
}

export function buildPostings(
  columns: ProductColumns,
  options: OptionColumns,
  references: References,
): Postings {
  const { values, categoryRows, outletRows } = postRows(columns, options, references);
  const n = columns.size;
  const { genders, categoryList } = references;
  const genderRows = new Map(genders.map((g) => [g.id, values.get(g.id) ?? createBitset(n)]));
  const valueTotals = new Int32Array(VALUE_ID_LIMIT);
  for (const [fv, bits] of values) if (fv < VALUE_ID_LIMIT) valueTotals[fv] = count(bits);
  const categoryMaxId = Math.max(0, ...categoryList.map((c) => c.id));
  const categoryTotals = new Int32Array(categoryMaxId + 1);
  for (const [id, bits] of categoryRows) categoryTotals[id] = count(bits);
  return { values, valueTotals, categoryRows, categoryTotals, categoryMaxId, genderRows, outletRows };
}

/** Sets each row's bit in the postings of its values, its category and the categories above. */
function postRows(
  { size: n, gender, brand, colour, sport, subSport, flags, category }: ProductColumns,
  { optStart, optStock, optSize }: OptionColumns,
  { genders, brandList, colourList, sizeList, sportList, categoryList, categories }: References,
): Pick<Postings, 'values' | 'categoryRows' | 'outletRows'> {
  const values = new Map<number, Bitset>();
  const posting = (fv: number): Bitset => {
    let bits = values.get(fv);
    if (bits === undefined) {
      bits = createBitset(n);
      values.set(fv, bits);
    }
    return bits;
  };
  for (const g of genders) posting(g.id);
  for (const b of brandList) posting(FV_BASE.brand + b.id);
  for (const c of colourList) posting(FV_BASE.colour + c.id);
  for (const s of sizeList) posting(FV_BASE.size + s.id);
  for (const s of sportList) posting(FV_BASE.sport + s.id);
  posting(FV_SALE);
  posting(FV_NEW);
  const categoryRows = new Map<number, Bitset>(categoryList.map((c) => [c.id, createBitset(n)]));
  const outletRows = createBitset(n);
  for (let row = 0; row < n; row++) {
    if (gender[row] === 0) for (const g of genders) setBit(posting(g.id), row);
    else setBit(posting(gender[row]!), row);
    setBit(posting(FV_BASE.brand + brand[row]!), row);
    setBit(posting(FV_BASE.colour + colour[row]!), row);
    if (sport[row] !== 0) setBit(posting(FV_BASE.sport + sport[row]!), row);
    if (subSport[row] !== 0) setBit(posting(FV_BASE.sport + subSport[row]!), row);
    if (flags[row]! & FLAG.sale) setBit(posting(FV_SALE), row);
    if (flags[row]! & FLAG.new) setBit(posting(FV_NEW), row);
    if (flags[row]! & FLAG.outlet) setBit(outletRows, row);
    for (let o = optStart[row]!; o < optStart[row + 1]!; o++) {
      if (optStock[o]! > 0) setBit(posting(FV_BASE.size + optSize[o]!), row);
    }
    let cat = categories.get(category[row]!);
    while (cat !== undefined) {
      const bits = categoryRows.get(cat.id);
      if (bits) setBit(bits, row);
      cat = cat.parentId === null ? undefined : categories.get(cat.parentId);
    }
  }
  return { values, categoryRows, outletRows };
}
