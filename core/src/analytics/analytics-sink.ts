import type { AnalyticsEvent } from './analytics-event.js';

/**
 * Where analytics events go (a data layer or tag manager in the browser). Fire and forget:
 * tracking must never break or slow down shopping, so the port has no result to wait for.
 */
export interface AnalyticsSink {
  track(event: AnalyticsEvent): void;
}
