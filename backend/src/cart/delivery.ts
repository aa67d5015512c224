import type { Cents } from '@fanshop/core/pricing';

/** Standard home delivery in Austria. */
export const DELIVERY_PRICE: Cents = 490;
/** Orders from this subtotal on are delivered free. */
export const FREE_DELIVERY_FROM: Cents = 5000;

/** How an order reaches the customer. */
export type DeliveryChoice = 'home' | 'click_and_collect';

/**
 * The delivery price of the reference shop: nothing for an empty cart, for click & collect and from
 * €50.00 of goods on; €4.90 otherwise.
 */
export function deliveryPrice(subtotal: Cents, delivery: DeliveryChoice = 'home'): Cents {
  if (subtotal <= 0 || delivery === 'click_and_collect' || subtotal >= FREE_DELIVERY_FROM) return 0;
  return DELIVERY_PRICE;
}
