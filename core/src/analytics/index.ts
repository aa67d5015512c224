/**
 * Analytics events: items with price and discount bucket, page views, the page counter and the eight-minute timer (spec sections 2 and 9).
 *
 * @module
 */
export {
  valuedEvent,
  listEvent,
  searchEvent,
  type ValuedEventName,
  type ListEventName,
  type ValuedEvent,
  type ListEvent,
  type SearchEvent,
  type AuthEvent,
  type PageTypeEvent,
  type PageCounterEvent,
  type TimerEvent,
  type AnalyticsEvent,
} from './analytics-event.js';
export {
  analyticsItem,
  analyticsItems,
  type AnalyticsProduct,
  type AnalyticsItem,
  type AnalyticsItemContext,
} from './analytics-item.js';
export { type AnalyticsSink } from './analytics-sink.js';
export { TrackPageView, type PageView } from './track-page-view.js';
export {
  countPage,
  timerDueIn,
  readAnalyticsVisit,
  type AnalyticsVisit,
  type AnalyticsVisitStore,
} from './analytics-visit.js';
