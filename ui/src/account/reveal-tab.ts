/** Where a row of tabs that scrolls sideways is, and how wide it and its content are. */
export interface TabScroller {
  readonly scrollLeft: number;
  /** The visible width. */
  readonly clientWidth: number;
  /** The width of everything in it. */
  readonly scrollWidth: number;
}

/** A tab's start and end, measured from the start of the scroller's content. */
export interface TabSpan {
  readonly start: number;
  readonly end: number;
}

/**
 * The scroll position that shows `tab` whole and clear of the fades at both edges (`fade` pixels
 * each), moving as little as possible and never past either end; the current one when it already is.
 */
export function scrollToReveal(scroller: TabScroller, tab: TabSpan, fade: number): number {
  const max = Math.max(0, scroller.scrollWidth - scroller.clientWidth);
  let left = scroller.scrollLeft;
  if (tab.end + fade > left + scroller.clientWidth) left = tab.end + fade - scroller.clientWidth;
  if (tab.start - fade < left) left = tab.start - fade;
  return Math.min(max, Math.max(0, left));
}

/** The width of the fading edges of the account tabs (`--tabs-fade-end` in account.css). */
export const TAB_FADE_PX = 40;

/**
 * Scrolls the account tab row so that its current tab is not under the fade at its edge: on a phone
 * the tabs run off the screen, and the last ones (addresses, account details) were half hidden when
 * they were the page's own. Does nothing where the row does not scroll (desktop sidebar).
 */
export function revealCurrentTab(list: HTMLElement | null): void {
  const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!list || !current || list.scrollWidth <= list.clientWidth) return;
  const origin = list.getBoundingClientRect().left - list.scrollLeft;
  const box = current.getBoundingClientRect();
  const left = scrollToReveal(list, { start: box.left - origin, end: box.right - origin }, TAB_FADE_PX);
  if (left !== list.scrollLeft) list.scrollLeft = left;
}
