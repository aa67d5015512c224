import { DISCOUNT_SHOW_LIMIT_PERCENT } from '../shared/constants.js';
import type { Cents } from './money.js';

/**
 * True when the price is a real reduction of the recommended retail price. A negative price is broken
 * data, not a discount above 100 percent. A price from 0 up to a finite rrp is finite itself, and the rrp
 * then above 0.
 */
function isDiscounted(priceCents: Cents, rrpCents: Cents): boolean {
  return (
    Number.isFinite(rrpCents) &&
    priceCents >= 0 &&
    // Stryker disable next-line EqualityOperator: a price equal to the rrp saves 0 cents and 0 percent either way.
    priceCents < rrpCents
  );
}

/**
 * The reduction against the rrp as a whole percent, rounded half up (spec section 9), always in 0..100.
 * 0 when there is no rrp above the price.
 */
export function discountPercent(priceCents: Cents, rrpCents: Cents): number {
  if (!isDiscounted(priceCents, rrpCents)) return 0;
  // Integer numerator and denominator: the quotient is correctly rounded, so an exact .5 stays .5.
  return Math.round(((rrpCents - priceCents) * 100) / rrpCents);
}

/**
 * What the shopper saves against the rrp, in cents (so already two decimals of euros); never negative,
 * and price + amount = rrp whenever there is a discount.
 */
export function discountAmount(priceCents: Cents, rrpCents: Cents): Cents {
  return isDiscounted(priceCents, rrpCents) ? rrpCents - priceCents : 0;
}

/** Whether a discount badge and the struck-through rrp show: only from 10 percent on (discountShowLimit). */
export function shouldShowDiscount(percent: number): boolean {
  return percent >= DISCOUNT_SHOW_LIMIT_PERCENT;
}

/** The analytics discount buckets (spec section 9), in order. */
export const DISCOUNT_BUCKETS = [
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
] as const;

/** One analytics discount bucket label. */
export type DiscountBucket = (typeof DISCOUNT_BUCKETS)[number];

/**
 * The analytics bucket of a discount percent. Percents outside 0..100 (and NaN) are clamped into it.
 * A fractional percent goes up to the next whole one, so buckets read as (0, 10], (10, 20] … and
 * 0.4 percent still counts as discounted rather than as '0'.
 */
export function discountBucket(percent: number): DiscountBucket {
  const whole = Number.isNaN(percent) ? 0 : Math.max(0, Math.ceil(percent));
  // Past 100 percent the index runs off the end of the buckets.
  return DISCOUNT_BUCKETS[Math.ceil(whole / 10)] ?? '91-100';
}
