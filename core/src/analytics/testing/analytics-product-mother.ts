import type { AnalyticsProduct } from '../analytics-item.js';
import { ProductPricesMother } from '../../pricing/testing/product-prices-mother.js';

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
