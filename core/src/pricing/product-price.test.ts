import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { displayPrice, priceForType } from './product-price.js';
import { PRICE_TYPES } from './role.js';
import { productPricesArbitrary } from './testing/product-prices-arbitraries.js';
import { ProductPricesMother } from './testing/product-prices-mother.js';

describe('price for a price type', () => {
  it('given a product with its own price for every role, then each role pays its own', () => {
    const prices = ProductPricesMother.jerseyWithRolePrices();
    expect(priceForType(prices, 'vk')).toBe(8_995);
    expect(priceForType(prices, 'premium')).toBe(8_096);
    expect(priceForType(prices, 'staff')).toBe(6_072);
    expect(priceForType(prices, 'pro')).toBe(6_671);
  });

  it('given a role price that is missing or null, then the role pays vk', () => {
    const prices = { vk: 4_995, premium: null, staff: 3_000 };
    expect(priceForType(prices, 'premium')).toBe(4_995);
    expect(priceForType(prices, 'pro')).toBe(4_995);
    expect(priceForType(prices, 'staff')).toBe(3_000);
  });

  it('given a role price of 0, then it is a price, not a missing one', () => {
    expect(priceForType({ vk: 4_995, staff: 0 }, 'staff')).toBe(0);
  });

  it('is the type’s own price when present, otherwise vk', () => {
    fc.assert(
      fc.property(productPricesArbitrary, fc.constantFrom(...PRICE_TYPES), (prices, type) => {
        expect(priceForType(prices, type)).toBe(prices[type] ?? prices.vk);
      }),
    );
  });
});

describe('display price', () => {
  it('given a full-price product, then no discount shows', () => {
    expect(displayPrice(ProductPricesMother.fullPrice(4_995), 'vk')).toEqual({
      price: 4_995,
      rrp: 4_995,
      discountPercent: 0,
      discountAmount: 0,
      showDiscount: false,
    });
  });

  it('given a product reduced by 20 percent, then the badge and saving show', () => {
    expect(displayPrice(ProductPricesMother.reduced(7_999, 9_999), 'vk')).toEqual({
      price: 7_999,
      rrp: 9_999,
      discountPercent: 20,
      discountAmount: 2_000,
      showDiscount: true,
    });
  });

  it('given a reduction under 10 percent, then it is computed but not shown', () => {
    const shown = displayPrice(ProductPricesMother.reduced(9_200, 10_000), 'vk');
    expect(shown.discountPercent).toBe(8);
    expect(shown.discountAmount).toBe(800);
    expect(shown.showDiscount).toBe(false);
  });

  it('given a role price, then the discount is measured from what that customer pays', () => {
    const prices = ProductPricesMother.jerseyWithRolePrices();
    expect(displayPrice(prices, 'vk').showDiscount).toBe(false);
    expect(displayPrice(prices, 'premium')).toMatchObject({
      price: 8_096,
      discountPercent: 10,
      discountAmount: 899,
      showDiscount: true,
    });
    expect(displayPrice(prices, 'staff')).toMatchObject({ price: 6_072, discountPercent: 32 });
  });

  it('given no rrp, then there is no discount and the rrp is null', () => {
    expect(displayPrice(ProductPricesMother.withoutRrp(4_995), 'premium')).toEqual({
      price: 4_995,
      rrp: null,
      discountPercent: 0,
      discountAmount: 0,
      showDiscount: false,
    });
  });

  it('is consistent: shown only from 10 percent, and price plus saving is the rrp when discounted', () => {
    fc.assert(
      fc.property(productPricesArbitrary, fc.constantFrom(...PRICE_TYPES), (prices, type) => {
        const shown = displayPrice(prices, type);
        expect(shown.price).toBe(priceForType(prices, type));
        expect(shown.showDiscount).toBe(shown.discountPercent >= 10);
        expect(shown.discountPercent).toBeGreaterThanOrEqual(0);
        expect(shown.discountPercent).toBeLessThanOrEqual(100);
        if (shown.discountAmount > 0) expect(shown.price + shown.discountAmount).toBe(shown.rrp);
        if (shown.rrp === null || shown.rrp <= shown.price) expect(shown.discountAmount).toBe(0);
      }),
    );
  });
});
