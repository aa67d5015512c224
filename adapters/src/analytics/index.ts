/**
 * Analytics sink that writes the core's events to the page's dataLayer (GA4), and the store that keeps a visit's page count and timer across page loads.
 *
 * @module
 */
export {
  DataLayerAnalyticsSink,
  browserDataLayer,
  toDataLayer,
  type DataLayerEntry,
  type DataLayerTarget,
} from './data-layer-analytics-sink.js';
export { ANALYTICS_VISIT_STORAGE_KEY, StorageAnalyticsVisitStore } from './storage-analytics-visit-store.js';
