import type { Context, Hono } from 'hono';
import { answerPayment } from '@fanshop/core/account';
import type { CartView } from '../cart/cart-service';
import type { Services } from '../services';
import type { FormTokens } from './form-token';
import type { ShippingAddressDraft } from '@fanshop/core/account';
import { type CheckoutOrder, type FormFiller, type FormValues, readCheckoutForm } from './order-flow';
import type { PaymentProvider } from './payment-provider';
import type { Payer, PaymentStore } from './payments';
import type { PageBody } from './pages/cart-page';
import type { FormPerson } from './pages/checkout-page';
import type { PageContext } from './pages/layout';
import { messagePage } from './pages/message-page';
import { sandboxPaymentPage } from './pages/sandbox-payment-page';
import { formSubject, localHref, type Visitor, visitorOf } from './visitor';

/** The query parameter that brings the form back filled after a payment without an order. */
export const PAYMENT_PARAM = 'payment';

/** What the payment routes share with the checkout's others. */
export interface PaymentRouteKit {
  readonly payments: PaymentStore;
  readonly provider: PaymentProvider;
  readonly payer: (v: Visitor) => Payer;
  readonly person: (v: Visitor) => (FormPerson & FormFiller) | undefined;
  readonly cart: (v: Visitor) => CartView | undefined;
  readonly orderable: (cart: CartView | undefined) => cart is CartView;
  readonly ownPost: (c: Context) => boolean;
  readonly form: (c: Context) => Promise<Record<string, string>>;
  readonly respond: (c: Context, v: Visitor, body: PageBody, status?: 200 | 404 | 409 | 422) => Response;
  readonly context: (c: Context, v: Visitor) => PageContext;
  /** Places what the form asks for, telling `after` how it went. */
  readonly place: (
    c: Context,
    v: Visitor,
    person: FormPerson & FormFiller,
    read: OrderToPlace,
    form: FormValues,
    after?: PlacingHooks,
  ) => Response;
}

/** An order the form asked for, read and checked, and the address to keep with it. */
export interface OrderToPlace {
  readonly order: CheckoutOrder;
  readonly saveAs?: ShippingAddressDraft | undefined;
}

/** What happens beside placing an order: it was placed (its uuid), or the order service refused it. */
export interface PlacingHooks {
  readonly placed?: (orderUuid: string) => void;
  readonly refused?: () => void;
}

/**
 * The payment provider's side of the checkout, played by the sandbox: its page (`/pay/{id}/`) and the
 * answers it sends back (`/pay/{id}/{approve|decline|cancel}/`). Core's `answerPayment` decides what an
 * answer does: an approval of an open payment places the order once (an approval sent again leads to
 * the same order), a decline or a cancel places none and brings the shopper back to the form as sent.
 */
export function registerPaymentRoutes(
  app: Hono,
  s: Services,
  formTokens: FormTokens,
  kit: PaymentRouteKit,
): void {
  const notFound = (c: Context, v: Visitor) =>
    kit.respond(
      c,
      v,
      messagePage(kit.context(c, v), { title: v.t.notFound, text: v.t.notFoundHint, back: 'cart' }),
      404,
    );
  const backToForm = (c: Context, v: Visitor, id: string) =>
    c.redirect(localHref(v, `/checkout/?${PAYMENT_PARAM}=${id}`), 303);
  const done = (c: Context, v: Visitor, orderUuid: string) =>
    c.redirect(localHref(v, `/checkout/done/${orderUuid}/`), 303);

  app.get('/pay/:id/', (c) => {
    const v = visitorOf(c, s);
    const payment = kit.payments.find(c.req.param('id'), kit.payer(v));
    if (!payment) return notFound(c, v);
    if (payment.status === 'approved' && payment.orderUuid) return done(c, v, payment.orderUuid);
    if (payment.status !== 'open') return backToForm(c, v, payment.id);
    return kit.respond(
      c,
      v,
      sandboxPaymentPage(kit.context(c, v), payment, formTokens.issue(formSubject(v))),
    );
  });

  app.post('/pay/:id/:answer/', async (c) => {
    const v = visitorOf(c, s);
    const payer = kit.payer(v);
    const payment = kit.payments.find(c.req.param('id'), payer);
    const answer = kit.provider.readAnswer(c.req.param('answer'));
    if (!payment || !answer) return notFound(c, v);
    const form = await kit.form(c);
    if (!kit.ownPost(c) || !formTokens.verify(formSubject(v), form.csrf)) {
      return kit.respond(
        c,
        v,
        messagePage(kit.context(c, v), { title: v.t.pay.title, text: v.t.expired, back: 'form' }),
        422,
      );
    }
    // From here on no await: reading the payment again, deciding and placing happen in one go, so two
    // approvals arriving together cannot both find it open.
    const current = kit.payments.find(payment.id, payer) ?? payment;
    const step = answerPayment(current, answer, s.now());
    switch (step.kind) {
      case 'already':
        return current.status === 'approved' && current.orderUuid
          ? done(c, v, current.orderUuid)
          : backToForm(c, v, current.id);
      case 'expired':
      case 'settle':
        if (step.kind === 'settle') kit.payments.settle(current.id, step.status);
        return backToForm(c, v, current.id);
      case 'place': {
        const person = kit.person(v);
        if (!person || !kit.orderable(kit.cart(v))) {
          kit.payments.settle(current.id, 'failed');
          return backToForm(c, v, current.id);
        }
        const read = readCheckoutForm(current.form, person);
        if (!read.order) {
          kit.payments.settle(current.id, 'failed');
          return backToForm(c, v, current.id);
        }
        return kit.place(c, v, person, { order: read.order, saveAs: read.saveAs }, current.form, {
          placed: (orderUuid) => kit.payments.settle(current.id, 'approved', orderUuid),
          refused: () => kit.payments.settle(current.id, 'failed'),
        });
      }
    }
  });
}
