/**
 * Money in integer cents: formatting and parsing prices, role price types and ranges, product prices, the discount rule and what delivery costs (spec sections 5, 6 and 9).
 *
 * @module
 */
export {
  discountPercent,
  discountAmount,
  shouldShowDiscount,
  DISCOUNT_BUCKETS,
  discountBucket,
  type DiscountBucket,
} from './discount.js';
export {
  DE_AT_CURRENCY_SPACE,
  parsePrice,
  centsToEuros,
  eurosToCents,
  formatPrice,
  formatRoundPrice,
  type Cents,
} from './money.js';
export { priceForType, displayPrice, type ProductPrices, type DisplayPrice } from './product-price.js';
export {
  PRICE_TYPES,
  DEFAULT_PRICE_TYPE,
  DEFAULT_PRICE_RANGES,
  isPriceType,
  priceTypeForRole,
  priceRangeFor,
  type PriceType,
  type PriceRange,
} from './role.js';
export {
  FREE_DELIVERY_THRESHOLD,
  DELIVERY_WORKING_DAYS,
  RETURN_DAYS,
  deliveryWindow,
  missingForFreeDelivery,
  freeDeliveryProgress,
  type DeliveryWindow,
} from './delivery-promise.js';
export { DELIVERY_PRICE, deliveryPrice } from './delivery-price.js';
export { STANDARD_VAT_RATE, vatByRate, vatContained, type GrossAmount, type VatShare } from './vat.js';
