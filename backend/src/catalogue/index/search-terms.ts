/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in hot loops, indexes bounded by the arrays' lengths (rows < size, words < bitset length) */
import { FV_BASE } from './filter-values';
import type { References } from './index-references';
import type { Postings } from './postings';
import type { ProductColumns } from './product-columns';
import { TextIndexBuilder, type TextIndex } from './text-index';

/**
 * Search terms: names per row (both languages; they hold brand, team, type and department),
 * attribute names through the postings.
 */
export function buildSearchTerms(
  { size: n, name }: ProductColumns,
  { categoryList, colourList, sportList, genders }: References,
  { categoryRows, values, genderRows }: Postings,
): TextIndex {
  const textBuilder = new TextIndexBuilder(n);
  for (let row = 0; row < n; row++) {
    textBuilder.addText(row, name.en[row]!);
    textBuilder.addText(row, name.de[row]!);
  }
  for (const c of categoryList) {
    const rows = categoryRows.get(c.id);
    if (rows) for (const text of [c.name.en, c.name.de]) textBuilder.addAttribute(text, rows);
  }
  for (const c of colourList) {
    const rows = values.get(FV_BASE.colour + c.id);
    if (rows) for (const text of [c.name.en, c.name.de]) textBuilder.addAttribute(text, rows);
  }
  for (const s of sportList) {
    const rows = values.get(FV_BASE.sport + s.id);
    if (rows) for (const text of [s.name.en, s.name.de]) textBuilder.addAttribute(text, rows);
  }
  for (const g of genders) {
    const rows = genderRows.get(g.id);
    if (rows) for (const text of [g.name.en, g.name.de]) textBuilder.addAttribute(text, rows);
  }
  return textBuilder.build();
}
