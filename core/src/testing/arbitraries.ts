/**
 * fast-check arbitraries of the core's values for property tests (needs the optional peer dependency fast-check).
 *
 * @module
 */
export { analyticsProductArbitrary } from '../analytics/testing/analytics-product-arbitraries.js';
export { priceArb, priceRangeArb, filterQueryArb } from '../catalog/testing/filter-query-arbitraries.js';
export { brandsArbitrary } from '../content/testing/content-arbitraries.js';
export {
  segmentArb,
  splatArb,
  userHashArb,
  routeSampleArb,
  languageArb,
  queryAndHashArb,
  recase,
  type RouteSample,
} from '../navigation/testing/route-arbitraries.js';
export { productPricesArbitrary } from '../pricing/testing/product-prices-arbitraries.js';
