import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELIVERY_PRICE, deliveryPrice } from './delivery-price.js';
import { FREE_DELIVERY_THRESHOLD, missingForFreeDelivery } from './delivery-promise.js';

const goods = fc.integer({ min: 0, max: 10_000_000 });

describe('given the delivery price', () => {
  it('when an order of goods is delivered home, then it costs € 4.90 below € 50 and nothing from € 50', () => {
    expect(deliveryPrice(4_999)).toBe(DELIVERY_PRICE);
    expect(DELIVERY_PRICE).toBe(490);
    expect(deliveryPrice(FREE_DELIVERY_THRESHOLD)).toBe(0);
    expect(deliveryPrice(0)).toBe(0);
  });

  it('for any order, then click & collect is free', () => {
    fc.assert(fc.property(goods, (value) => deliveryPrice(value, 'click_and_collect') === 0));
  });

  it('for any order with goods, then home delivery is free exactly when the product page promises it (nothing missing for free delivery)', () => {
    fc.assert(
      fc.property(
        goods.filter((value) => value > 0),
        (value) => {
          const price = deliveryPrice(value, 'home');
          expect(price === 0).toBe(missingForFreeDelivery(value) === 0);
          expect([0, DELIVERY_PRICE]).toContain(price);
        },
      ),
    );
  });
});
