import type { Context, Hono } from 'hono';
import { paysOnline } from '@fanshop/core/account';
import { deliveryPrice } from '@fanshop/core/pricing';
import type { CartView } from '../cart/cart-service';
import type { Services } from '../services';
import type { CheckoutKit } from './checkout-kit';
import { PAYMENT_PARAM } from './checkout-payment-routes';
import type { FormTokens } from './form-token';
import { type CheckoutOrder, orderedSubtotal, readCheckoutForm } from './order-flow';
import { messagePage } from './pages/message-page';
import { formSubject, localHref, type Visitor, visitorOf } from './visitor';

/** How long after an order the same form sent again leads to that order's confirmation. */
const RESENT_WITHIN_MS = 2 * 60 * 1000;

/**
 * The checkout form (`/checkout/`): shown for a cart with something to order, and sent. A sent form
 * is checked by core's rules; an order paid online goes to the provider first, any other is placed.
 */
export function registerFormRoutes(app: Hono, s: Services, formTokens: FormTokens, kit: CheckoutKit): void {
  app.get('/checkout/', (c) => {
    const v = visitorOf(c, s);
    const person = kit.person(v);
    const cart = kit.cart(v);
    if (!person || !kit.orderable(cart)) return kit.home(c, v);
    // Back from the provider without an order: the form as it was sent, and why nothing was ordered.
    const back = kit.payments.find(c.req.query(PAYMENT_PARAM) ?? '', kit.payer(v));
    if (back && back.status !== 'approved') {
      const alert = v.t.pay[back.status === 'open' ? 'expired' : back.status];
      return kit.formPage(c, v, { person, cart, state: { values: back.form, problems: {} }, alert });
    }
    return kit.formPage(c, v, { person, cart, state: { values: {}, problems: {} } });
  });

  app.post('/checkout/', async (c) => {
    const v = visitorOf(c, s);
    const person = kit.person(v);
    if (!person) return kit.home(c, v);
    if (!kit.ownPost(c)) {
      const page = messagePage(kit.context(c, v), { title: v.t.checkout, text: v.t.expired, back: 'form' });
      return kit.respond(c, v, page, 422);
    }
    const form = await kit.form(c);
    const cart = kit.cart(v);
    const sent = formTokens.verify(formSubject(v), form.csrf);
    if (!kit.orderable(cart)) return sent ? resentOrder(c, v) : kit.home(c, v);
    if (!sent)
      return kit.formPage(
        c,
        v,
        { person, cart, state: { values: form, problems: {} }, alert: v.t.expired },
        422,
      );
    const read = readCheckoutForm(form, person);
    if (!read.order)
      return kit.formPage(c, v, { person, cart, state: { values: form, problems: read.problems } }, 422);
    if (paysOnline(read.order.paymentMethod)) return toProvider(c, v, cart, read.order, form);
    return kit.place(c, v, person, { order: read.order, saveAs: read.saveAs }, form);
  });

  /** The same form sent again (a double click) finds the cart ordered: that order's confirmation. */
  const resentOrder = (c: Context, v: Visitor) => {
    const recent = s.orders.latestSince(kit.payer(v), s.now() - RESENT_WITHIN_MS);
    return recent ? c.redirect(localHref(v, `/checkout/done/${recent}/`), 303) : kit.home(c, v);
  };

  /** Paid through the provider first: the order is placed once it approves (core's answerPayment). */
  const toProvider = (
    c: Context,
    v: Visitor,
    cart: CartView,
    order: CheckoutOrder,
    form: Record<string, string>,
  ) => {
    const subtotal = orderedSubtotal(cart);
    const payment = kit.payments.open(kit.payer(v), {
      method: order.paymentMethod,
      amount: subtotal + deliveryPrice(subtotal, order.address.deliveryType),
      form,
      language: v.language,
    });
    return c.redirect(
      kit.provider.pageFor(payment, (path) => localHref(v, path)),
      303,
    );
  };
}
