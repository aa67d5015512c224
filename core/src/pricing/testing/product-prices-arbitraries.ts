import fc from 'fast-check';
import type { ProductPrices } from '../product-price.js';

/** Any plausible product prices: up to 100,000 euros, role prices sometimes missing or null. */
export const productPricesArbitrary: fc.Arbitrary<ProductPrices> = fc.record(
  {
    vk: fc.integer({ min: 0, max: 10_000_000 }),
    premium: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
    staff: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
    pro: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
    rrp: fc.option(fc.integer({ min: 0, max: 10_000_000 })),
  },
  { requiredKeys: ['vk'] },
);
