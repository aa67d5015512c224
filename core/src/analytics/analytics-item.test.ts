import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DISCOUNT_BUCKETS, discountBucket, discountPercent } from '../pricing/discount.js';
import { priceForType } from '../pricing/product-price.js';
import { PRICE_TYPES } from '../pricing/role.js';
import { analyticsItem, analyticsItems } from './analytics-item.js';
import { analyticsProductArbitrary } from './testing/analytics-product-arbitraries.js';
import { AnalyticsProductMother } from './testing/analytics-product-mother.js';

describe('given a product to report to analytics', () => {
  it('when it is mapped for a guest, then it has id, name, brand, the vk price in euros and its bucket', () => {
    expect(analyticsItem(AnalyticsProductMother.homeJersey(), 'vk')).toEqual({
      id: '1001',
      name: 'Austria Home Jersey 2026',
      brand: 'Puma',
      price: 89.95,
      discountBucket: '0',
      quantity: 1,
    });
  });

  it('when it is mapped for a staff customer, then the staff price and its discount against the rrp are used', () => {
    // 60.72 against 89.95 is 32.5 percent off, rounded to 32: bucket 31-40.
    expect(analyticsItem(AnalyticsProductMother.homeJersey(), 'staff')).toMatchObject({
      price: 60.72,
      discountBucket: '31-40',
    });
  });

  it('when the product is reduced, then the bucket holds its discount', () => {
    expect(analyticsItem(AnalyticsProductMother.reducedBoots(), 'vk')).toMatchObject({
      id: 'b-77',
      price: 89.99,
      discountBucket: '21-30',
    });
  });

  it('when the product has no rrp, then its bucket is 0', () => {
    expect(analyticsItem(AnalyticsProductMother.scarfWithoutRrp(), 'premium').discountBucket).toBe('0');
  });

  it('when a quantity and list position are given, then they are carried', () => {
    expect(
      analyticsItem(AnalyticsProductMother.scarfWithoutRrp(), 'vk', {
        quantity: 3,
        listName: 'cart',
        index: 2,
      }),
    ).toMatchObject({ quantity: 3, listName: 'cart', index: 2 });
  });

  it('when no list context is given, then the item names no list and no position', () => {
    const item = analyticsItem(AnalyticsProductMother.scarfWithoutRrp(), 'vk');
    expect(Object.keys(item)).toEqual(['id', 'name', 'brand', 'price', 'discountBucket', 'quantity']);
  });

  it('when a list is mapped from an offset, then items are numbered from it in order', () => {
    const items = analyticsItems(
      [AnalyticsProductMother.homeJersey(), AnalyticsProductMother.reducedBoots()],
      'vk',
      '/men/jerseys/',
      24,
    );
    expect(items.map((i) => [i.id, i.listName, i.index])).toEqual([
      ['1001', '/men/jerseys/', 24],
      ['b-77', '/men/jerseys/', 25],
    ]);
  });
});

describe('properties', () => {
  it('the item price is the price type’s price in euros and the bucket is the bucket of its discount', () => {
    fc.assert(
      fc.property(analyticsProductArbitrary, fc.constantFrom(...PRICE_TYPES), (product, type) => {
        const item = analyticsItem(product, type);
        const cents = priceForType(product.prices, type);
        expect(Math.round(item.price * 100)).toBe(cents);
        const rrp = product.prices.rrp ?? null;
        expect(item.discountBucket).toBe(discountBucket(rrp === null ? 0 : discountPercent(cents, rrp)));
        expect(DISCOUNT_BUCKETS).toContain(item.discountBucket);
      }),
    );
  });
});
