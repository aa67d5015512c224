import type { ProductPrices } from '../product-price.js';

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
