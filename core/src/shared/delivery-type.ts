/** How an order reaches the customer (spec section 3): the account's addresses and the delivery price both read it. */
export const DELIVERY_TYPES = ['home', 'click_and_collect'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
