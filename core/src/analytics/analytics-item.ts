import { type DiscountBucket, discountBucket, discountPercent } from '../pricing/discount.js';
import { centsToEuros } from '../pricing/money.js';
import { priceForType, type ProductPrices } from '../pricing/product-price.js';
import type { PriceType } from '../pricing/role.js';

/** What analytics needs to know about a product; catalogue, cart and wishlist products all fit. */
export interface AnalyticsProduct {
  readonly id: number | string;
  readonly name: string;
  readonly brand: string;
  readonly prices: ProductPrices;
}

/** One product line of an e-commerce event (GA4's `items[]`). */
export interface AnalyticsItem {
  readonly id: string;
  readonly name: string;
  readonly brand: string;
  /** What this customer pays, in euros (GA4 wants a decimal amount). */
  readonly price: number;
  /** The reduction against the rrp as a bucket label ('0', '1-10' … '91-100'). */
  readonly discountBucket: DiscountBucket;
  readonly quantity: number;
  /** The list the product was seen or chosen in, for list events. */
  readonly listName?: string;
  /** Zero-based position in that list. */
  readonly index?: number;
}

/** Optional context of an item: how many, and where it was listed. */
export interface AnalyticsItemContext {
  readonly quantity?: number;
  readonly listName?: string;
  readonly index?: number;
}

/**
 * Maps a product to an analytics item for the customer's price type. The discount bucket is
 * measured from the price this customer pays, as the price display does.
 */
export function analyticsItem(
  product: AnalyticsProduct,
  priceType: PriceType,
  context: AnalyticsItemContext = {},
): AnalyticsItem {
  const price = priceForType(product.prices, priceType);
  return {
    id: String(product.id),
    name: product.name,
    brand: product.brand,
    price: centsToEuros(price),
    // No rrp is no discount, as an rrp of 0 is.
    discountBucket: discountBucket(discountPercent(price, product.prices.rrp ?? 0)),
    quantity: context.quantity ?? 1,
    ...(context.listName === undefined ? {} : { listName: context.listName }),
    ...(context.index === undefined ? {} : { index: context.index }),
  };
}

/**
 * Maps the products of a list, numbering them from `offset` (the position of the first one on
 * the listing, e.g. page size × (page − 1)).
 */
export function analyticsItems(
  products: readonly AnalyticsProduct[],
  priceType: PriceType,
  listName: string,
  offset = 0,
): AnalyticsItem[] {
  return products.map((product, i) => analyticsItem(product, priceType, { listName, index: offset + i }));
}
