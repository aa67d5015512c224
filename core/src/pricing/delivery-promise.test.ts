import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FREE_DELIVERY_THRESHOLD,
  deliveryWindow,
  freeDeliveryProgress,
  missingForFreeDelivery,
} from './delivery-promise.js';

const day = (date: Date) => date.toISOString().slice(0, 10);

describe('given the delivery estimate', () => {
  it('when ordered on a Monday, then it arrives Wednesday to Thursday', () => {
    const window = deliveryWindow(Date.UTC(2026, 10, 23, 9));
    expect([day(window.from), day(window.to)]).toEqual(['2026-11-25', '2026-11-26']);
  });

  it('when ordered on a Thursday or at the weekend, then the weekend is skipped', () => {
    const thursday = deliveryWindow(Date.UTC(2026, 10, 26, 18));
    expect([day(thursday.from), day(thursday.to)]).toEqual(['2026-11-30', '2026-12-01']);
    const saturday = deliveryWindow(Date.UTC(2026, 10, 28, 10));
    expect([day(saturday.from), day(saturday.to)]).toEqual(['2026-12-01', '2026-12-02']);
  });

  it("when ordered after midnight in Vienna while it is still the day before in UTC, then the shop's day counts", () => {
    // Tuesday 00:30 in Vienna in winter (UTC+1) is Monday 23:30 UTC.
    const winter = deliveryWindow(Date.UTC(2026, 10, 23, 23, 30));
    expect([day(winter.from), day(winter.to)]).toEqual(['2026-11-26', '2026-11-27']);
    // Monday 01:30 in Vienna in summer (UTC+2) is Sunday 23:30 UTC.
    const summer = deliveryWindow(Date.UTC(2026, 5, 14, 23, 30));
    expect([day(summer.from), day(summer.to)]).toEqual(['2026-06-17', '2026-06-18']);
    // Friday 23:30 in Vienna is still a Friday order.
    const friday = deliveryWindow(Date.UTC(2026, 10, 27, 22, 30));
    expect([day(friday.from), day(friday.to)]).toEqual(['2026-12-01', '2026-12-02']);
  });

  it("for any moment, then the days are counted in working days from the order's day in Vienna", () => {
    const viennaDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' });
    const workingDaysAfter = (orderDay: string, until: Date) => {
      let count = 0;
      for (let d = new Date(`${orderDay}T12:00:00Z`); day(d) < day(until);) {
        d = new Date(d.getTime() + 86_400_000);
        if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) count++;
      }
      return count;
    };
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), (now) => {
        const orderDay = viennaDay.format(now);
        const { from, to } = deliveryWindow(now);
        expect(workingDaysAfter(orderDay, from)).toBe(2);
        expect(workingDaysAfter(orderDay, to)).toBe(3);
      }),
    );
  });

  it('for any moment, then both days are working days, the first not after the last', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), (now) => {
        const { from, to } = deliveryWindow(now);
        for (const date of [from, to]) expect([0, 6]).not.toContain(date.getUTCDay());
        expect(from.getTime()).toBeLessThan(to.getTime());
        expect(from.getTime()).toBeGreaterThan(now - 86_400_000);
      }),
    );
  });
});

describe('given the free-delivery threshold of € 50', () => {
  it('when the order is below it, then the missing amount is answered', () => {
    expect(FREE_DELIVERY_THRESHOLD).toBe(5_000);
    expect(missingForFreeDelivery(2_995)).toBe(2_005);
  });

  it('when the order reaches it, then nothing is missing', () => {
    expect(missingForFreeDelivery(5_000)).toBe(0);
    expect(missingForFreeDelivery(10_795)).toBe(0);
  });
});

describe('freeDeliveryProgress', () => {
  it('given any order value, then it runs from 0 to 1 with the value and reaches 1 exactly where delivery turns free', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 100_000 }), (value) => {
        const progress = freeDeliveryProgress(value);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(1);
        expect(progress === 1).toBe(missingForFreeDelivery(value) === 0);
        expect(freeDeliveryProgress(value + 1)).toBeGreaterThanOrEqual(progress);
      }),
    );
  });
});
