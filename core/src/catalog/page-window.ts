/** A page link or an ellipsis in a listing's pagination. */
export type PageSlot = number | 'gap';

/**
 * The pages a pagination shows around `page` of `lastPage`, as a window of a fixed number of slots
 * (`2 × siblings + 5`: first, gap, the current with its `siblings` on each side, gap, last), so the row
 * keeps its width as the shopper pages. Near either end the window fills with neighbours instead of a
 * gap: page 1 of 8 with no siblings is `1 2 3 … 8`, never `1 … 8`; with few pages every page shows.
 * Out-of-range input is clamped (a page below 1 is 1, beyond the last is the last).
 */
export function pageWindow(page: number, lastPage: number, siblings: number): PageSlot[] {
  const last = Math.max(1, Math.floor(lastPage));
  const current = Math.min(Math.max(1, Math.floor(page)), last);
  const around = Math.max(0, Math.floor(siblings));
  const slots = 2 * around + 5;
  if (last <= slots) return range(1, last);
  // The first slots - 2 pages cover the current one and its neighbours: no gap at the start.
  if (current + around <= slots - 2) return [...range(1, slots - 2), 'gap', last];
  if (current - around >= last - (slots - 3)) return [1, 'gap', ...range(last - (slots - 3), last)];
  return [1, 'gap', ...range(current - around, current + around), 'gap', last];
}

/** One entry of a pagination shown at two widths: which of the two windows it belongs to. */
export interface PaginationEntry {
  /** A page number, or `gap` for an ellipsis. */
  readonly slot: PageSlot;
  /** Shown on phones. */
  readonly narrow: boolean;
  /** Shown from tablets up. */
  readonly wide: boolean;
}

/** Neighbours on each side of the current page: phones have room for five slots, wider screens seven. */
export const NARROW_PAGE_SIBLINGS = 0;
export const WIDE_PAGE_SIBLINGS = 1;

/**
 * The phone and the wider window of `page` merged into one list, so one row of links serves both (the
 * UI hides what a width does not show): every page of either window in order, each window's gaps placed
 * after the page they follow in that window.
 */
export function paginationEntries(page: number, lastPage: number): PaginationEntry[] {
  const narrow = pageWindow(page, lastPage, NARROW_PAGE_SIBLINGS);
  const wide = pageWindow(page, lastPage, WIDE_PAGE_SIBLINGS);
  const pages = [...new Set([...narrow, ...wide].filter((s): s is number => s !== 'gap'))].sort(
    (a, b) => a - b,
  );
  const gapAfter = (window: PageSlot[], p: number): boolean => window[window.indexOf(p) + 1] === 'gap';
  const entries: PaginationEntry[] = [];
  for (const p of pages) {
    const inNarrow = narrow.includes(p);
    const inWide = wide.includes(p);
    entries.push({ slot: p, narrow: inNarrow, wide: inWide });
    const narrowGap = inNarrow && gapAfter(narrow, p);
    const wideGap = inWide && gapAfter(wide, p);
    if (narrowGap || wideGap) entries.push({ slot: 'gap', narrow: narrowGap, wide: wideGap });
  }
  return entries;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
