import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerPayment,
  PAYMENT_METHODS,
  PAYMENT_OPEN_MS,
  paymentMethodsFor,
  paysOnline,
  type PaymentAnswer,
  type PaymentStatus,
} from './payment.js';

const answers = fc.array(fc.constantFrom<PaymentAnswer>('approve', 'decline', 'cancel'), {
  minLength: 1,
  maxLength: 12,
});

/** Runs answers against one payment as the checkout does: a step's status is stored, an order placed once per `place`. */
function run(list: readonly PaymentAnswer[], delays: readonly number[]) {
  let status = 'open' as PaymentStatus;
  let placed = 0;
  let now = 0;
  list.forEach((answer, i) => {
    now += delays[i % delays.length] ?? 0;
    const step = answerPayment({ status, openedAt: 0 }, answer, now);
    if (step.kind === 'place') placed++;
    if (step.kind === 'place' || step.kind === 'settle') status = step.status;
  });
  return { status, placed };
}

describe('answerPayment', () => {
  it('given any answers in any order, then at most one order is placed, and only by an approval of an open payment', () => {
    fc.assert(
      fc.property(
        answers,
        fc.array(fc.nat(PAYMENT_OPEN_MS / 10), { minLength: 1, maxLength: 4 }),
        (list, delays) => {
          const { status, placed } = run(list, delays);
          expect(placed).toBeLessThanOrEqual(1);
          expect(placed === 1).toBe(status === 'approved');
        },
      ),
    );
  });

  it('given the first answer in time, then it decides the payment for good', () => {
    fc.assert(
      fc.property(answers, (list) => {
        const { status } = run(list, [0]);
        const first = list[0]!;
        expect(status).toBe(
          first === 'approve' ? 'approved' : first === 'decline' ? 'declined' : 'cancelled',
        );
      }),
    );
  });

  it('given a payment left open too long, then no answer settles it', () => {
    expect(answerPayment({ status: 'open', openedAt: 0 }, 'approve', PAYMENT_OPEN_MS + 1)).toEqual({
      kind: 'expired',
    });
    expect(answerPayment({ status: 'open', openedAt: 0 }, 'approve', PAYMENT_OPEN_MS).kind).toBe('place');
  });
});

describe('paymentMethodsFor', () => {
  it('given home delivery, then every way but payment on collection; collecting offers that too', () => {
    expect(paymentMethodsFor('home')).toEqual(['card', 'paypal', 'eps', 'invoice']);
    expect(paymentMethodsFor('click_and_collect')).toEqual(PAYMENT_METHODS);
  });

  it('given the online ways, then exactly card, PayPal and eps go through the provider', () => {
    expect(PAYMENT_METHODS.filter(paysOnline)).toEqual(['card', 'paypal', 'eps']);
  });
});
