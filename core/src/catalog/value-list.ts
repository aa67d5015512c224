/**
 * A long list of filter values (the brands of a big listing run to dozens): shown shortened with a
 * way to show all, and searchable by name.
 */
import type { FilterValue } from './filter.js';

/** How many values a shortened list shows before its "Show all". */
export const SHORT_LIST_LENGTH = 8;

/**
 * The fewest values worth hiding: a "Show all" that hides one value takes the room of that value,
 * and one that hides two saves a single line.
 */
const FEWEST_HIDDEN = 3;

/** True when a list is long enough to be shortened (and searched). */
export function isLongValueList(values: readonly FilterValue[], length = SHORT_LIST_LENGTH): boolean {
  return values.length >= length + FEWEST_HIDDEN;
}

/** What a shortened list shows, and how many values "Show all" would add. */
export interface ShortValueList {
  readonly shown: readonly FilterValue[];
  readonly hidden: number;
}

/**
 * A list as shortened: its first `length` values and every selected value after them, in the list's
 * order, so that a ticked value is never hidden. A list that is not long shows whole.
 */
export function shortValueList(
  values: readonly FilterValue[],
  selected: readonly number[],
  length = SHORT_LIST_LENGTH,
): ShortValueList {
  if (!isLongValueList(values, length)) return { shown: values, hidden: 0 };
  const shown = values.filter((value, index) => index < length || selected.includes(value.fv_id));
  return { shown, hidden: values.length - shown.length };
}

/**
 * The values whose name (or mobile name) contains the typed text, in the list's order. Letter case,
 * accents and runs of spaces do not matter ("loffler" finds "Löffler"); no text finds every value.
 */
export function valuesMatching(values: readonly FilterValue[], text: string): readonly FilterValue[] {
  const wanted = searchable(text);
  if (wanted === '') return values;
  return values.filter(
    (value) =>
      searchable(value.fv_name).includes(wanted) || searchable(value.fv_name_mobile).includes(wanted),
  );
}

/** A name as searches compare it: without accents, lower case, spaces trimmed and collapsed. */
function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
