import type { Context, Hono } from 'hono';
import type { PlacedOrder } from '../orders/order-service';
import type { Services } from '../services';
import type { CheckoutKit } from './checkout-kit';
import type { FormTokens } from './form-token';
import { createAccountFromOrder, type FormValues, readPassword } from './order-flow';
import { type AccountOffer, confirmationPage } from './pages/confirmation-page';
import { invoicePage } from './pages/invoice-page';
import { shopHref } from './pages/layout';
import { messagePage } from './pages/message-page';
import type { FormState } from './pages/parts';
import { formSubject, localHref, type Visitor, visitorOf } from './visitor';

/**
 * A placed order's pages: its confirmation (`/checkout/done/{uuid}/`), its invoice to print
 * (`/invoice/{uuid}/`), and the account a guest may make of it (`…/account/`), which signs them in.
 */
export function registerOrderRoutes(app: Hono, s: Services, formTokens: FormTokens, kit: CheckoutKit): void {
  /** The order `uuid` if this visitor placed it (or owns it now). */
  const orderOf = (c: Context, v: Visitor): PlacedOrder | undefined =>
    s.orders.find((c.req.param('uuid') ?? '').toLowerCase(), kit.payer(v), v.language);
  /** Whether the visitor is the guest who placed the order and it belongs to no account yet. */
  const mayMakeAccount = (v: Visitor, placed: PlacedOrder) =>
    v.guestId !== undefined && placed.guestId === v.guestId && placed.customerId === undefined;
  const notFound = (c: Context, v: Visitor) => {
    const page = messagePage(kit.context(c, v), {
      title: v.t.notFound,
      text: v.t.notFoundHint,
      back: 'cart',
    });
    return kit.respond(c, v, page, 404);
  };
  const showOrder = (
    c: Context,
    v: Visitor,
    placed: PlacedOrder,
    offer: AccountOffer,
    status: 200 | 422 = 200,
  ) => kit.respond(c, v, confirmationPage(kit.context(c, v), placed, offer), status);
  const accountForm = (v: Visitor, state: FormState, alert?: string): AccountOffer => ({
    kind: 'form',
    csrf: formTokens.issue(formSubject(v)),
    state,
    alert,
  });
  const empty: FormState = { values: {}, problems: {} };

  app.get('/checkout/done/:uuid/', (c) => {
    const v = visitorOf(c, s);
    const placed = orderOf(c, v);
    if (!placed) return notFound(c, v);
    return showOrder(c, v, placed, mayMakeAccount(v, placed) ? accountForm(v, empty) : { kind: 'none' });
  });

  // The order's invoice to print, for whoever may see its confirmation.
  app.get('/invoice/:uuid/', (c) => {
    const v = visitorOf(c, s);
    const placed = orderOf(c, v);
    if (!placed) return notFound(c, v);
    return kit.respond(c, v, invoicePage(kit.context(c, v), placed));
  });

  app.post('/checkout/done/:uuid/account/', async (c) => {
    const v = visitorOf(c, s);
    const placed = orderOf(c, v);
    if (!placed) return notFound(c, v);
    const done = localHref(v, `/checkout/done/${placed.order.uuid}/`);
    if (!mayMakeAccount(v, placed) || v.guestId === undefined) return c.redirect(done, 303);
    if (!kit.ownPost(c)) {
      const page = messagePage(kit.context(c, v), { title: v.t.thanks, text: v.t.expired, back: 'cart' });
      return kit.respond(c, v, page, 422);
    }
    const form: FormValues = await kit.form(c);
    if (!formTokens.verify(formSubject(v), form.csrf)) {
      return showOrder(c, v, placed, accountForm(v, empty, v.t.expired), 422);
    }
    const { password, problem } = readPassword(form);
    if (password === undefined) {
      const state: FormState = { values: {}, problems: problem ? { password: problem } : {} };
      return showOrder(c, v, placed, accountForm(v, state), 422);
    }
    // Logged in from here on: the order waits in the account (a taken address gets credentials that open
    // nothing, and the storefront logs them out, as after a registration with it).
    kit.signIn(c, await createAccountFromOrder(s, placed, v.guestId, password, v.language));
    return c.redirect(shopHref(kit.context(c, v), `/my-account/order-details/${placed.order.uuid}/`), 303);
  });
}
