import type { DeliveryType } from './shipping-address.js';

/**
 * The ways to pay (decisions.md, issue 37): by card, PayPal or eps through the shop's payment provider,
 * by invoice, or on collection in a store.
 */
export const PAYMENT_METHODS = ['card', 'paypal', 'eps', 'invoice', 'collect'] as const;

/** A way to pay. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** True for a way to pay the shop knows. */
export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly unknown[]).includes(value);
}

/** The ways paid through the payment provider before the order is placed; invoice and on collection are not. */
const ONLINE: readonly PaymentMethod[] = ['card', 'paypal', 'eps'];

/**
 * Whether the shopper pays through the payment provider first (card, PayPal, eps): the order is placed
 * only once the provider approves. Invoice and payment on collection place it at once.
 */
export function paysOnline(method: PaymentMethod): boolean {
  return ONLINE.includes(method);
}

/** The ways to pay a delivery offers, in the order shown: payment on collection only in a store. */
export function paymentMethodsFor(delivery: DeliveryType): readonly PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => method !== 'collect' || delivery === 'click_and_collect');
}

/** How long a payment at the provider stays open; after that the shopper starts it again from the form. */
export const PAYMENT_OPEN_MS = 30 * 60 * 1000;

/** Where a payment at the provider stands. */
export type PaymentStatus = 'open' | 'approved' | 'declined' | 'cancelled' | 'failed';

/** What the provider (or the shopper, going back) answers for a payment. */
export type PaymentAnswer = 'approve' | 'decline' | 'cancel';

/** What an answer does: place the order, nothing (it was already settled), or nothing as refused. */
export type PaymentStep =
  | { readonly kind: 'place'; readonly status: 'approved' }
  | { readonly kind: 'settle'; readonly status: 'declined' | 'cancelled' }
  | { readonly kind: 'already'; readonly status: PaymentStatus }
  | { readonly kind: 'expired' };

/**
 * The one rule of a payment's answers: an open payment is approved (the order is placed, once),
 * declined or cancelled (no order; the cart stays); an answer for a payment already settled changes
 * nothing and answers how it ended, so an approval sent twice places one order; a payment left open
 * longer than `PAYMENT_OPEN_MS` takes no answer.
 */
export function answerPayment(
  payment: { readonly status: PaymentStatus; readonly openedAt: number },
  answer: PaymentAnswer,
  now: number,
): PaymentStep {
  if (payment.status !== 'open') return { kind: 'already', status: payment.status };
  if (now - payment.openedAt > PAYMENT_OPEN_MS) return { kind: 'expired' };
  if (answer === 'approve') return { kind: 'place', status: 'approved' };
  return { kind: 'settle', status: answer === 'decline' ? 'declined' : 'cancelled' };
}
