/**
 * Analytics sink that writes the core's events to the page's dataLayer (GA4).
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
