import { ANALYTICS_PAGE_COUNTER_AT, ANALYTICS_TIMER_MS } from '../shared/constants.js';

/**
 * What the analytics rules remember of one visit (spec section 9), kept across page loads so that a
 * reload or a return from the checkout continues the visit instead of starting the count and the
 * timer again.
 */
export interface AnalyticsVisit {
  /** When the visit's first page was shown, in ms since the epoch. */
  readonly startedAt: number;
  /** How many pages the visit has shown. */
  readonly pages: number;
  /** Whether the timer event was sent. */
  readonly timerSent: boolean;
}

/**
 * Where the visit is kept between page loads. In the browser it is the tab's session storage: it
 * outlives reloads and a trip to the checkout host in the same tab, and a new tab is a new visit.
 */
export interface AnalyticsVisitStore {
  /** The visit so far, or `null` when none is kept (or what is kept cannot be read). */
  load(): AnalyticsVisit | null;
  save(visit: AnalyticsVisit): void;
}

/**
 * One page more for the visit (a new visit, started `now`, when there is none) and whether this page
 * sends the page-counter event: only the visit's 10th page does, so it fires once per visit.
 */
export function countPage(
  visit: AnalyticsVisit | null,
  now: number,
): { readonly visit: AnalyticsVisit; readonly sendsCounter: boolean } {
  const current = visit ?? { startedAt: now, pages: 0, timerSent: false };
  const counted = { ...current, pages: current.pages + 1 };
  return { visit: counted, sendsCounter: counted.pages === ANALYTICS_PAGE_COUNTER_AT };
}

/**
 * How long until the visit's timer event is due, 8 minutes (480000 ms) after its first page: `0` when
 * that time has passed without it being sent (the shopper was away, e.g. at the checkout, and is back),
 * `null` once it was sent. A clock set back is not allowed to push it beyond 8 minutes from now.
 */
export function timerDueIn(visit: AnalyticsVisit, now: number): number | null {
  if (visit.timerSent) return null;
  return Math.min(ANALYTICS_TIMER_MS, Math.max(0, visit.startedAt + ANALYTICS_TIMER_MS - now));
}

/**
 * A kept visit as read back from storage (already parsed from its text), or `null` when it is not
 * one: a damaged or outdated value starts a new visit rather than breaking the page.
 */
export function readAnalyticsVisit(value: unknown): AnalyticsVisit | null {
  if (typeof value !== 'object' || value === null) return null;
  const { startedAt, pages, timerSent } = value as Record<string, unknown>;
  if (typeof startedAt !== 'number' || !Number.isFinite(startedAt)) return null;
  if (typeof pages !== 'number' || !Number.isSafeInteger(pages) || pages < 0) return null;
  if (typeof timerSent !== 'boolean') return null;
  return { startedAt, pages, timerSent };
}
