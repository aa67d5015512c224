import fc from 'fast-check';
import type { AnalyticsProduct } from '../analytics-item';
import { ProductPricesMother, productPricesArbitrary } from '../../pricing/testing/product-prices-mother';

/** Products as analytics sees them, named by the situation they stand for. */
export const AnalyticsProductMother = {
  /** The home jersey at full price, 89.95 €, with role prices. */
  homeJersey(): AnalyticsProduct {
    return {
      id: 1001,
      name: 'Austria Home Jersey 2026',
      brand: 'Puma',
      prices: ProductPricesMother.jerseyWithRolePrices(),
    };
  },

  /** Football boots reduced from 120.00 € to 89.99 € (25 percent off). */
  reducedBoots(): AnalyticsProduct {
    return {
      id: 'b-77',
      name: 'Future Ultimate FG',
      brand: 'Puma',
      prices: ProductPricesMother.reduced(8_999, 12_000),
    };
  },

  /** A scarf without a recommended retail price. */
  scarfWithoutRrp(): AnalyticsProduct {
    return { id: 42, name: 'Fan Scarf', brand: 'ÖFB', prices: ProductPricesMother.withoutRrp(1_995) };
  },
};

/** Any product analytics may be asked about. */
export const analyticsProductArbitrary: fc.Arbitrary<AnalyticsProduct> = fc.record({
  id: fc.oneof(fc.nat(), fc.string({ minLength: 1, maxLength: 8 })),
  name: fc.string({ maxLength: 20 }),
  brand: fc.string({ maxLength: 12 }),
  prices: productPricesArbitrary,
});
