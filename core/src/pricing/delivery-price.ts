import type { DeliveryType } from '../shared/delivery-type.js';
import { FREE_DELIVERY_THRESHOLD } from './delivery-promise.js';
import type { Cents } from './money.js';

/** Home delivery within Austria below the free-delivery threshold (€ 4.90), as the FAQ and the checkout say. */
export const DELIVERY_PRICE: Cents = 490;

/**
 * What delivery costs for `goods` worth of available items: nothing for an empty order, for click &
 * collect and from `FREE_DELIVERY_THRESHOLD` on (the promise the product page makes through
 * `missingForFreeDelivery`); `DELIVERY_PRICE` otherwise. The cart, the checkout and the order charge this.
 */
export function deliveryPrice(goods: Cents, delivery: DeliveryType = 'home'): Cents {
  if (goods <= 0 || delivery === 'click_and_collect' || goods >= FREE_DELIVERY_THRESHOLD) return 0;
  return DELIVERY_PRICE;
}
