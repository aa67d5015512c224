import { CURRENCY } from '../shared/constants.js';
import { centsToEuros, eurosToCents } from '../pricing/money.js';
import type { Language } from '../shared/language.js';
import type { PageType } from '../navigation/routes.js';
import type { AnalyticsItem } from './analytics-item.js';

/** E-commerce events about one or more products with a money value (GA4 names). */
export type ValuedEventName = 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'add_to_wishlist';

/** E-commerce events about products seen in or chosen from a list (GA4 names). */
export type ListEventName = 'view_item_list' | 'select_item';

/** An e-commerce event with the value of its items. */
export interface ValuedEvent {
  readonly name: ValuedEventName;
  readonly currency: typeof CURRENCY;
  /** Sum of price × quantity over the items, in euros. */
  readonly value: number;
  readonly items: readonly AnalyticsItem[];
}

/** An event about a product list. */
export interface ListEvent {
  readonly name: ListEventName;
  readonly listName: string;
  readonly items: readonly AnalyticsItem[];
}

/** A search that was run (GA4 `search`). */
export interface SearchEvent {
  readonly name: 'search';
  readonly searchTerm: string;
}

/** A login or a registration (GA4 `login`, `sign_up`). */
export interface AuthEvent {
  readonly name: 'login' | 'sign_up';
  readonly method: string;
}

/** Sent on every page view with the page's type label. */
export interface PageTypeEvent {
  readonly name: 'page_type';
  readonly pageType: PageType;
  readonly language: Language;
  readonly path: string;
}

/** Sent once, when the visitor reaches the `ANALYTICS_PAGE_COUNTER_AT`th page. */
export interface PageCounterEvent {
  readonly name: 'page_counter';
  readonly count: number;
}

/** Sent once, `ANALYTICS_TIMER_MS` after the visit's first page. */
export interface TimerEvent {
  readonly name: 'timer';
  readonly elapsedMs: number;
}

/** Everything the shop reports to analytics. */
export type AnalyticsEvent =
  ValuedEvent | ListEvent | SearchEvent | AuthEvent | PageTypeEvent | PageCounterEvent | TimerEvent;

/**
 * An e-commerce event with its value. The value is summed in cents so that, say, three items of
 * 0.10 € make 0.30 € and not 0.30000000000000004.
 */
export function valuedEvent(name: ValuedEventName, items: readonly AnalyticsItem[]): ValuedEvent {
  const cents = items.reduce((sum, item) => sum + eurosToCents(item.price) * item.quantity, 0);
  return { name, currency: CURRENCY, value: centsToEuros(cents), items };
}

/** A list event; the items carry their list name and index already when made by `analyticsItems`. */
export function listEvent(name: ListEventName, listName: string, items: readonly AnalyticsItem[]): ListEvent {
  return { name, listName, items };
}

/** The `search` event for a query; blank queries are not searches and yield nothing. */
export function searchEvent(query: string): SearchEvent | undefined {
  const searchTerm = query.trim();
  return searchTerm === '' ? undefined : { name: 'search', searchTerm };
}
