import type { PaymentAnswer } from '@fanshop/core/account';
import type { Payment } from './payments';

/**
 * The one place a real payment provider plugs in (docs/payment.md): where the shopper is sent to pay
 * a payment, and how the provider's answer is read when the shopper comes back. The reference checkout
 * has the sandbox, whose page it serves itself; a provider's adapter takes its place in
 * `createCheckoutApp`, and everything after the answer (core's `answerPayment`: the order placed
 * once, or none) stays as it is.
 */
export interface PaymentProvider {
  /** The address of the provider's page for `payment`, in the shopper's language. */
  pageFor(payment: Payment, localHref: (path: string) => string): string;
  /** The provider's answer in the request the shopper comes back with: the sandbox's form posts. */
  readAnswer(segment: string): PaymentAnswer | undefined;
}

/** The reference checkout's test provider: its page is `/pay/{id}/`, its answers are posts to `…/{answer}/`. */
export const SANDBOX_PROVIDER: PaymentProvider = {
  pageFor: (payment, localHref) => localHref(`/pay/${payment.id}/`),
  readAnswer: (segment) =>
    segment === 'approve' || segment === 'decline' || segment === 'cancel' ? segment : undefined,
};
