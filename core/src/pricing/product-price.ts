import { discountAmount, discountPercent, shouldShowDiscount } from './discount.js';
import type { Cents } from './money.js';
import type { PriceType } from './role.js';

/**
 * A product's prices in cents: one per price type and the recommended retail price. Only `vk` is
 * required; a role price may be missing (or `null` from JSON), and then the role pays `vk`.
 * Without an `rrp` there is nothing to compare with, so no discount.
 */
export interface ProductPrices {
  readonly vk: Cents;
  readonly premium?: Cents | null;
  readonly staff?: Cents | null;
  readonly pro?: Cents | null;
  readonly rrp?: Cents | null;
}

/** The price a customer with this price type pays; `vk` when the type has no price of its own. */
export function priceForType(prices: ProductPrices, priceType: PriceType): Cents {
  return prices[priceType] ?? prices.vk;
}

/** Everything a product tile or cart line needs to show a price, computed once. */
export interface DisplayPrice {
  /** What this customer pays. */
  readonly price: Cents;
  /** The recommended retail price, or `null` when the product has none. */
  readonly rrp: Cents | null;
  /** Whole percent off the rrp, 0..100. */
  readonly discountPercent: number;
  /** Cents off the rrp, never negative. */
  readonly discountAmount: Cents;
  /** Whether the badge and struck-through rrp show (from 10 percent on). */
  readonly showDiscount: boolean;
}

/**
 * The displayed price for a price type: the type's price (or vk) against the rrp. The discount is
 * measured from the price this customer actually pays, so a premium customer sees their own saving.
 */
export function displayPrice(prices: ProductPrices, priceType: PriceType): DisplayPrice {
  const price = priceForType(prices, priceType);
  const rrp = prices.rrp ?? null;
  // No rrp is no discount, as an rrp of 0 is.
  const percent = discountPercent(price, rrp ?? 0);
  return {
    price,
    rrp,
    discountPercent: percent,
    discountAmount: discountAmount(price, rrp ?? 0),
    showDiscount: shouldShowDiscount(percent),
  };
}
