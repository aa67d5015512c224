import type { Cents } from './money.js';
import { shopWallClock } from '../shared/shop-time.js';

/** Orders in Austria ship free from this order value (€ 50), as the shop's promise and shipping page say. */
export const FREE_DELIVERY_THRESHOLD: Cents = 5_000;

/** Standard delivery within Austria takes this many working days (Monday to Friday) after the order. */
export const DELIVERY_WORKING_DAYS = { min: 2, max: 3 } as const;

/** Days a shopper has to send an unworn item back. */
export const RETURN_DAYS = 30;

/**
 * When a standard parcel ordered at `now` arrives: the first and the last likely day, each a calendar
 * day of the shop (Vienna) held as a UTC date at noon, as `formatShortDay` reads it.
 */
export interface DeliveryWindow {
  readonly from: Date;
  readonly to: Date;
}

/**
 * The delivery estimate for an order placed at `now` (ms since the epoch): the working days of
 * `DELIVERY_WORKING_DAYS` counted from the next working day, skipping Saturdays and Sundays. Days are
 * the shop's, in Vienna: an order at 00:30 on a Tuesday there is a Tuesday order, though it is still
 * Monday in UTC. Public holidays are not known to the shop and are not skipped; the page calls it an
 * estimate.
 */
export function deliveryWindow(now: number): DeliveryWindow {
  return {
    from: addWorkingDays(now, DELIVERY_WORKING_DAYS.min),
    to: addWorkingDays(now, DELIVERY_WORKING_DAYS.max),
  };
}

/** How much more an order of `orderValue` needs for free delivery; 0 when it already ships free. */
export function missingForFreeDelivery(orderValue: Cents): Cents {
  return Math.max(0, FREE_DELIVERY_THRESHOLD - orderValue);
}

/** How far an order of `orderValue` has come towards free delivery: 0 for nothing, 1 once it ships free. */
export function freeDeliveryProgress(orderValue: Cents): number {
  if (!(orderValue > 0)) return 0;
  return Math.min(1, orderValue / FREE_DELIVERY_THRESHOLD);
}

function addWorkingDays(now: number, days: number): Date {
  const date = shopWallClock(now);
  date.setUTCHours(12, 0, 0, 0);
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date;
}
