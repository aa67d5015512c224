import fc from 'fast-check';
import type { AnalyticsProduct } from '../analytics-item.js';
import { productPricesArbitrary } from '../../pricing/testing/product-prices-arbitraries.js';

/** Any product analytics may be asked about. */
export const analyticsProductArbitrary: fc.Arbitrary<AnalyticsProduct> = fc.record({
  id: fc.oneof(fc.nat(), fc.string({ minLength: 1, maxLength: 8 })),
  name: fc.string({ maxLength: 20 }),
  brand: fc.string({ maxLength: 12 }),
  prices: productPricesArbitrary,
});
