/**
 * The four prices a tile and a cart line answer (spec section 3): `vk` the price the request's price
 * type pays and `rrp` the recommended one, per piece, and `…Full` the same for all the pieces.
 */
import { type Cents, formatPrice } from '@fanshop/core/pricing';
import type { Language } from '@fanshop/core/shared';

export interface PriceSet {
  readonly vk: Cents;
  readonly rrp: Cents;
  readonly vkFull: Cents;
  readonly rrpFull: Cents;
}

/** A price set as words, beside the cents in `pricesFormatted`. */
export type FormattedPriceSet = { readonly [K in keyof PriceSet]: string };

/** Each price of a set written as the shop writes prices in a language. */
export function formatPriceSet(prices: PriceSet, language: Language): FormattedPriceSet {
  return {
    vk: formatPrice(prices.vk, language),
    rrp: formatPrice(prices.rrp, language),
    vkFull: formatPrice(prices.vkFull, language),
    rrpFull: formatPrice(prices.rrpFull, language),
  };
}
