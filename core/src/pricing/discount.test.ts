import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DISCOUNT_SHOW_LIMIT_PERCENT } from '../shared/constants.js';
import {
  DISCOUNT_BUCKETS,
  discountAmount,
  discountBucket,
  discountPercent,
  shouldShowDiscount,
} from './discount.js';

const cents = fc.integer({ min: 0, max: 100_000_000 });

/** The bounds a bucket label stands for: '0' is [0, 0], 'a-b' is [a, b]. */
function bounds(bucket: string): [number, number] {
  const [low = '', high = low] = bucket.split('-');
  return [Number(low), Number(high)];
}

describe('discount percent', () => {
  it('given a price below the rrp, then the reduction is a rounded whole percent', () => {
    expect(discountPercent(7_999, 9_999)).toBe(20);
    expect(discountPercent(5_000, 10_000)).toBe(50);
    expect(discountPercent(0, 4_995)).toBe(100);
  });

  it('given an exact half percent, then it rounds up', () => {
    expect(discountPercent(8_750, 10_000)).toBe(13); // 12.5 %
    expect(discountPercent(9_050, 10_000)).toBe(10); // 9.5 %
    expect(discountPercent(9_051, 10_000)).toBe(9); // 9.49 %
  });

  it('given no rrp above the price, then it is 0', () => {
    expect(discountPercent(4_995, 4_995)).toBe(0);
    expect(discountPercent(4_995, 3_000)).toBe(0);
    expect(discountPercent(0, 0)).toBe(0);
    expect(discountPercent(-100, -50)).toBe(0);
  });

  it('given a broken negative price, then it is no discount rather than over 100 percent', () => {
    expect(discountPercent(-100, 1_000)).toBe(0);
    expect(discountAmount(-100, 1_000)).toBe(0);
  });

  it('is always a whole number in 0..100', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (price, rrp) => {
        const percent = discountPercent(price, rrp);
        return Number.isInteger(percent) && percent >= 0 && percent <= 100;
      }),
    );
  });

  it('given an rrp or a price that is no finite number, then there is no discount', () => {
    for (const broken of [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN]) {
      expect(discountPercent(1_000, broken)).toBe(0);
      expect(discountAmount(1_000, broken)).toBe(0);
      expect(discountPercent(broken, 1_000)).toBe(0);
      expect(discountAmount(broken, 1_000)).toBe(0);
    }
  });

  it('is a whole percent in 0..100 and the amount a finite saving for any cents, even broken ones', () => {
    const anyCents = fc.oneof(
      fc.maxSafeInteger(),
      fc.constantFrom(Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NaN),
    );
    fc.assert(
      fc.property(anyCents, anyCents, (price, rrp) => {
        const percent = discountPercent(price, rrp);
        const amount = discountAmount(price, rrp);
        expect(Number.isInteger(percent) && percent >= 0 && percent <= 100).toBe(true);
        expect(Number.isFinite(amount) && amount >= 0).toBe(true);
      }),
    );
  });

  it('grows as the price falls against the same rrp', () => {
    fc.assert(
      fc.property(cents, cents, cents, (a, b, rrp) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        return discountPercent(low, rrp) >= discountPercent(high, rrp);
      }),
    );
  });
});

describe('discount amount', () => {
  it('given a price below the rrp, then it is the difference in cents', () => {
    expect(discountAmount(7_999, 9_999)).toBe(2_000);
    expect(discountAmount(1, 2)).toBe(1);
  });

  it('given no rrp above the price, then it is 0, never negative', () => {
    expect(discountAmount(4_995, 4_995)).toBe(0);
    expect(discountAmount(4_995, 3_000)).toBe(0);
    expect(discountAmount(100, 0)).toBe(0);
  });

  it('never is negative', () => {
    fc.assert(fc.property(fc.integer(), fc.integer(), (price, rrp) => discountAmount(price, rrp) >= 0));
  });

  it('adds up with the price to the rrp whenever there is a discount', () => {
    fc.assert(
      fc.property(cents, cents, (price, rrp) => {
        fc.pre(price < rrp);
        expect(price + discountAmount(price, rrp)).toBe(rrp);
      }),
    );
  });
});

describe('showing a discount', () => {
  it('given the limit of spec section 9, then it is 10 percent', () => {
    expect(DISCOUNT_SHOW_LIMIT_PERCENT).toBe(10);
  });

  it('given 9 percent, then it is hidden; given 10 or more, then it shows', () => {
    expect(shouldShowDiscount(9)).toBe(false);
    expect(shouldShowDiscount(9.99)).toBe(false);
    expect(shouldShowDiscount(10)).toBe(true);
    expect(shouldShowDiscount(73)).toBe(true);
    expect(shouldShowDiscount(0)).toBe(false);
    expect(shouldShowDiscount(Number.NaN)).toBe(false);
  });

  it('never shows a discount under 10 percent', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (percent) => shouldShowDiscount(percent) === percent >= 10),
    );
    fc.assert(
      fc.property(cents, cents, (price, rrp) => {
        const percent = discountPercent(price, rrp);
        return !shouldShowDiscount(percent) || percent >= 10;
      }),
    );
  });
});

describe('analytics discount bucket', () => {
  it.each([
    [0, '0'],
    [1, '1-10'],
    [10, '1-10'],
    [11, '11-20'],
    [20, '11-20'],
    [55, '51-60'],
    [90, '81-90'],
    [91, '91-100'],
    [100, '91-100'],
  ] as const)('given %i percent, then the bucket is %j', (percent, bucket) => {
    expect(discountBucket(percent)).toBe(bucket);
  });

  it('given a percent outside 0..100, then it is clamped', () => {
    expect(discountBucket(-5)).toBe('0');
    expect(discountBucket(150)).toBe('91-100');
    expect(discountBucket(Number.NaN)).toBe('0');
    expect(discountBucket(Number.POSITIVE_INFINITY)).toBe('91-100');
  });

  it('given a fractional percent, then it counts up to the next whole one', () => {
    expect(discountBucket(0.4)).toBe('1-10');
    expect(discountBucket(10.2)).toBe('11-20');
  });

  it('lists the eleven buckets of spec section 9', () => {
    expect(DISCOUNT_BUCKETS).toEqual([
      '0',
      '1-10',
      '11-20',
      '21-30',
      '31-40',
      '41-50',
      '51-60',
      '61-70',
      '71-80',
      '81-90',
      '91-100',
    ]);
  });

  it('puts every percent in 0..100 into the bucket that contains it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (percent) => {
        const [low, high] = bounds(discountBucket(percent));
        return low <= percent && percent <= high;
      }),
    );
  });

  it('puts every percent outside 0..100 into the nearest end bucket', () => {
    fc.assert(
      fc.property(fc.integer(), (percent) => {
        const bucket = discountBucket(percent);
        if (percent < 0) return bucket === '0';
        if (percent > 100) return bucket === '91-100';
        return true;
      }),
    );
  });
});
