import fc from 'fast-check';
import type { ProductPrices } from '../product-price';

/** Product prices for tests, named by the situation they stand for. */
export const ProductPricesMother = {
  /** A full-price product: vk only, rrp equal to it. */
  fullPrice(vk = 4_995): ProductPrices {
    return { vk, rrp: vk };
  },

  /** A product with no rrp at all. */
  withoutRrp(vk = 4_995): ProductPrices {
    return { vk };
  },

  /** A product reduced from `rrp` to `vk` for everyone. */
  reduced(vk: number, rrp: number): ProductPrices {
    return { vk, rrp };
  },

  /** A jersey with its own price for every role: 89.95 vk, 80.96 premium, 60.72 staff, 66.71 pro. */
  jerseyWithRolePrices(): ProductPrices {
    return { vk: 8_995, premium: 8_096, staff: 6_072, pro: 6_671, rrp: 8_995 };
  },
};

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
