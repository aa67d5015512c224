import type { Context, Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { paysOnline } from '@fanshop/core/account';
import { CartLineStatus } from '@fanshop/core/cart';
import { deliveryPrice, type PriceType } from '@fanshop/core/pricing';
import { shopCookieAttributes, shopCookieLifetimeSeconds } from '@fanshop/core/session';
import { REQUEST_ID_COOKIE, TOKEN_COOKIE } from '@fanshop/core/shared';
import type { CartView } from '../cart/cart-service';
import type { ListOwner } from '../cart/owner';
import { ApiError } from '../http/errors';
import { type Buyer, type PlacedOrder, SoldOut } from '../orders/order-service';
import type { Services } from '../services';
import { fill } from './checkout-texts';
import type { FormTokens } from './form-token';
import {
  type AccountCredentials,
  createAccountFromOrder,
  type FormFiller,
  type FormValues,
  orderedSubtotal,
  placeOrder,
  readCheckoutForm,
  readPassword,
} from './order-flow';
import { CartEdits } from './cart-edits';
import {
  type OrderToPlace,
  PAYMENT_PARAM,
  type PlacingHooks,
  registerPaymentRoutes,
} from './checkout-payment-routes';
import { type PaymentProvider, SANDBOX_PROVIDER } from './payment-provider';
import { PaymentStore } from './payments';
import { registerCartRoutes } from './checkout-cart-routes';
import { cartPage, type PageBody } from './pages/cart-page';
import { checkoutPage, type FormPerson } from './pages/checkout-page';
import { type AccountOffer, confirmationPage } from './pages/confirmation-page';
import { type PageContext, renderPage, shopHref } from './pages/layout';
import { invoicePage } from './pages/invoice-page';
import { messagePage } from './pages/message-page';
import type { FormState } from './pages/parts';
import { formSubject, LANGUAGE_PARAM, localHref, type Visitor, visitorOf } from './visitor';

/** Longest value kept of a posted field; anything longer is cut (the rules then refuse it). */
const FIELD_LIMIT = 500;

type Status = 200 | 404 | 409 | 422 | 500;

/** How long after an order the same form sent again leads to that order's confirmation. */
const RESENT_WITHIN_MS = 2 * 60 * 1000;

/**
 * The checkout host's routes: the cart (`/`), the form (`/checkout/`), the confirmation
 * (`/checkout/done/{uuid}/`) and the account a guest may make of the order; each also under `/de/`
 * (the app routes without the prefix). Every form carries a form token bound to the visitor, and
 * every post must come from the checkout's own origin.
 */
export function registerCheckoutRoutes(
  app: Hono,
  s: Services,
  formTokens: FormTokens,
  edits: CartEdits = new CartEdits(s),
  provider: PaymentProvider = SANDBOX_PROVIDER,
): void {
  const payments = new PaymentStore(s.db, s.now);
  const checkoutUrl = s.config.checkoutUrl;
  const checkoutOrigin = new URL(checkoutUrl).origin;
  const apiOrigin = new URL(s.config.apiUrl).origin;
  const shopOrigin = new URL(s.config.storefrontUrl).origin;
  const security = {
    // Forms post to the checkout itself; the account form's answer leads on to the storefront, which
    // `form-action` must name, as browsers apply it to a form's redirects too.
    'Content-Security-Policy': `default-src 'none'; script-src 'self'; style-src 'self'; font-src 'self'; img-src 'self' ${apiOrigin} data:; form-action 'self' ${shopOrigin}; base-uri 'none'; frame-ancestors 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'Cache-Control': 'no-store',
  };

  const contextOf = (c: Context, v: Visitor): PageContext => {
    const url = new URL(c.req.url);
    url.searchParams.delete(LANGUAGE_PARAM);
    return { v, shop: s.config.storefrontUrl, apiUrl: s.config.apiUrl, path: `${c.req.path}${url.search}` };
  };
  const respond = (c: Context, v: Visitor, body: PageBody, status: Status = 200) =>
    c.html(renderPage(contextOf(c, v), body), status, security);
  const home = (c: Context, v: Visitor) => c.redirect(localHref(v, '/'), 303);
  /**
   * Signs the shopper in as the storefront does after a login: the token and the account's request id in
   * the shop's cookies (core's attributes and lifetimes), which every host of the shop reads.
   */
  const signIn = (c: Context, { token, uuid }: AccountCredentials) => {
    for (const [name, value] of [
      [TOKEN_COOKIE, token],
      [REQUEST_ID_COOKIE, uuid],
    ] as const) {
      const a = shopCookieAttributes(
        shopCookieLifetimeSeconds(name, value) ?? 0,
        s.config.secureCookies,
        s.config.cookieDomain,
      );
      setCookie(c, name, value, {
        path: a.path,
        sameSite: 'Lax',
        secure: a.secure,
        maxAge: a.maxAge,
        ...(a.domain ? { domain: a.domain } : {}),
      });
    }
  };

  const payerOf = (v: Visitor) => ({ customerId: v.customer?.id, guestId: v.guestId });

  const ownerOf = (v: Visitor): { owner: ListOwner; uuid: string; priceType: PriceType } | undefined => {
    if (v.customer)
      return { owner: { customerId: v.customer.id }, uuid: v.customer.uuid, priceType: v.priceType };
    if (v.guestId) return { owner: { guestId: v.guestId }, uuid: v.guestId, priceType: v.priceType };
    return undefined;
  };
  const cartOf = (v: Visitor): CartView | undefined => {
    const who = ownerOf(v);
    if (!who) return undefined;
    try {
      return s.carts.view(who.owner, who.uuid, v.language, who.priceType);
    } catch (err) {
      // A guest id already merged into an account holds no cart any more.
      if (err instanceof ApiError) return undefined;
      throw err;
    }
  };
  const orderable = (cart: CartView | undefined): cart is CartView =>
    cart !== undefined && cart.products.some((p) => p.status === CartLineStatus.available);

  /** The customer's saved addresses and name, or a guest. */
  const personOf = (v: Visitor): (FormPerson & FormFiller) | undefined => {
    if (!v.customer) return v.guestId ? { kind: 'guest' } : undefined;
    const account = s.accounts.findById(v.customer.id);
    if (!account) return undefined;
    const addresses = s.addresses.list(v.customer.id);
    return {
      kind: 'customer',
      addresses,
      firstname: account.first_name,
      lastname: account.last_name,
      name: { firstname: account.first_name, lastname: account.last_name },
    };
  };

  /** Whether a post comes from the checkout itself: its public origin, or the origin it was reached at. */
  const sameOrigin = (c: Context) => {
    const origin = c.req.header('origin');
    // The browser names the public origin; behind a proxy that terminates TLS the request itself arrives
    // over http, so the configured address is the one to compare with.
    return (
      origin === undefined ||
      origin === 'null' ||
      origin === checkoutOrigin ||
      origin === new URL(c.req.url).origin
    );
  };

  /** The posted form; a body that does not parse as the form it claims to be reads as an empty form. */
  const formOf = async (c: Context): Promise<Record<string, string>> => {
    const type = c.req.header('content-type') ?? '';
    const form: Record<string, string> = {};
    if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
      const body = await c.req.parseBody().catch(() => ({}));
      for (const [key, value] of Object.entries(body))
        if (typeof value === 'string') form[key] = value.slice(0, FIELD_LIMIT);
    }
    return form;
  };

  const showForm = (
    c: Context,
    v: Visitor,
    person: FormPerson,
    cart: CartView,
    state: FormState,
    status: 200 | 409 | 422 = 200,
    alert?: string,
  ) =>
    respond(
      c,
      v,
      checkoutPage(contextOf(c, v), {
        cart,
        person,
        state,
        csrf: formTokens.issue(formSubject(v)),
        now: s.now(),
        checkoutUrl,
        alert,
      }),
      status,
    );

  const showCart = (c: Context, v: Visitor, alert?: string, status: 200 | 409 | 422 = 200) => {
    const who = ownerOf(v);
    return respond(
      c,
      v,
      cartPage(contextOf(c, v), cartOf(v), {
        checkoutUrl,
        csrf: formTokens.issue(formSubject(v)),
        removing: who ? edits.pendingHash(who.uuid) : undefined,
        alert,
      }),
      status,
    );
  };
  app.get('/', (c) => showCart(c, visitorOf(c, s)));
  registerCartRoutes(app, s, formTokens, edits, {
    owner: ownerOf,
    cart: cartOf,
    ownPost: sameOrigin,
    form: formOf,
    cartPage: showCart,
  });

  app.get('/checkout/', (c) => {
    const v = visitorOf(c, s);
    const person = personOf(v);
    const cart = cartOf(v);
    if (!person || !orderable(cart)) return home(c, v);
    // Back from the provider without an order: the form as it was sent, and why nothing was ordered.
    const back = payments.find(c.req.query(PAYMENT_PARAM) ?? '', payerOf(v));
    if (back && back.status !== 'approved') {
      const why = back.status === 'open' ? 'expired' : back.status;
      return showForm(c, v, person, cart, { values: back.form, problems: {} }, 200, v.t.pay[why]);
    }
    return showForm(c, v, person, cart, { values: {}, problems: {} });
  });

  app.post('/checkout/', async (c) => {
    const v = visitorOf(c, s);
    const person = personOf(v);
    if (!person) return home(c, v);
    if (!sameOrigin(c)) {
      return respond(
        c,
        v,
        messagePage(contextOf(c, v), { title: v.t.checkout, text: v.t.expired, back: 'form' }),
        422,
      );
    }
    const form = await formOf(c);
    const cart = cartOf(v);
    if (!orderable(cart)) {
      // The same form sent again (a double click) finds the cart ordered: show that order.
      const recent = formTokens.verify(formSubject(v), form.csrf)
        ? s.orders.latestSince({ customerId: v.customer?.id, guestId: v.guestId }, s.now() - RESENT_WITHIN_MS)
        : undefined;
      return recent ? c.redirect(localHref(v, `/checkout/done/${recent}/`), 303) : home(c, v);
    }
    if (!formTokens.verify(formSubject(v), form.csrf)) {
      return showForm(c, v, person, cart, { values: form, problems: {} }, 422, v.t.expired);
    }
    const read = readCheckoutForm(form, person);
    if (!read.order) return showForm(c, v, person, cart, { values: form, problems: read.problems }, 422);
    if (paysOnline(read.order.paymentMethod)) {
      // Paid through the provider first: the order is placed once it approves (core's answerPayment).
      const subtotal = orderedSubtotal(cart);
      const payment = payments.open(payerOf(v), {
        method: read.order.paymentMethod,
        amount: subtotal + deliveryPrice(subtotal, read.order.address.deliveryType),
        form,
        language: v.language,
      });
      return c.redirect(
        provider.pageFor(payment, (path) => localHref(v, path)),
        303,
      );
    }
    return placeFrom(c, v, person, { order: read.order, saveAs: read.saveAs }, form);
  });

  /**
   * Places the order the form `read` asks for and leads to its confirmation; when the order service
   * refuses (a line sold out meanwhile), shows the form again with the cart as it is now.
   */
  const placeFrom = (
    c: Context,
    v: Visitor,
    person: FormPerson & FormFiller,
    read: OrderToPlace,
    form: FormValues,
    after: PlacingHooks = {},
  ) => {
    const buyer: Buyer = v.customer ?? { guestId: v.guestId ?? '', email: read.order.email ?? '' };
    try {
      const order = placeOrder(s, buyer, { order: read.order, saveAs: read.saveAs }, v.language);
      after.placed?.(order.uuid);
      return c.redirect(localHref(v, `/checkout/done/${order.uuid}/`), 303);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      after.refused?.();
      const fresh = cartOf(v);
      if (!orderable(fresh)) return home(c, v);
      const alert =
        err instanceof SoldOut ? fill(v.t.soldOut, { name: err.productName, size: err.size }) : v.t.error;
      return showForm(c, v, person, fresh, { values: form, problems: {} }, 409, alert);
    }
  };

  registerPaymentRoutes(app, s, formTokens, {
    payments,
    provider,
    payer: payerOf,
    person: personOf,
    cart: cartOf,
    orderable,
    ownPost: sameOrigin,
    form: formOf,
    respond,
    context: contextOf,
    place: placeFrom,
  });

  /** The order `uuid` if this visitor placed it (or owns it now). */
  const orderOf = (c: Context, v: Visitor): PlacedOrder | undefined =>
    s.orders.find(
      (c.req.param('uuid') ?? '').toLowerCase(),
      { customerId: v.customer?.id, guestId: v.guestId },
      v.language,
    );
  /** Whether the visitor is the guest who placed the order and it belongs to no account yet. */
  const mayMakeAccount = (v: Visitor, placed: PlacedOrder) =>
    v.guestId !== undefined && placed.guestId === v.guestId && placed.customerId === undefined;
  const notFound = (c: Context, v: Visitor) =>
    respond(
      c,
      v,
      messagePage(contextOf(c, v), { title: v.t.notFound, text: v.t.notFoundHint, back: 'cart' }),
      404,
    );
  const showOrder = (
    c: Context,
    v: Visitor,
    placed: PlacedOrder,
    offer: AccountOffer,
    status: 200 | 422 = 200,
  ) => respond(c, v, confirmationPage(contextOf(c, v), placed, offer), status);
  const accountForm = (v: Visitor, state: FormState, alert?: string): AccountOffer => ({
    kind: 'form',
    csrf: formTokens.issue(formSubject(v)),
    state,
    alert,
  });

  app.get('/checkout/done/:uuid/', (c) => {
    const v = visitorOf(c, s);
    const placed = orderOf(c, v);
    if (!placed) return notFound(c, v);
    const offer: AccountOffer = mayMakeAccount(v, placed)
      ? accountForm(v, { values: {}, problems: {} })
      : { kind: 'none' };
    return showOrder(c, v, placed, offer);
  });

  // The order's invoice to print, for whoever may see its confirmation.
  app.get('/invoice/:uuid/', (c) => {
    const v = visitorOf(c, s);
    const placed = orderOf(c, v);
    if (!placed) return notFound(c, v);
    return respond(c, v, invoicePage(contextOf(c, v), placed));
  });

  app.post('/checkout/done/:uuid/account/', async (c) => {
    const v = visitorOf(c, s);
    const placed = orderOf(c, v);
    if (!placed) return notFound(c, v);
    const done = localHref(v, `/checkout/done/${placed.order.uuid}/`);
    if (!mayMakeAccount(v, placed) || v.guestId === undefined) return c.redirect(done, 303);
    if (!sameOrigin(c)) {
      return respond(
        c,
        v,
        messagePage(contextOf(c, v), { title: v.t.thanks, text: v.t.expired, back: 'cart' }),
        422,
      );
    }
    const form: FormValues = await formOf(c);
    if (!formTokens.verify(formSubject(v), form.csrf)) {
      return showOrder(c, v, placed, accountForm(v, { values: {}, problems: {} }, v.t.expired), 422);
    }
    const { password, problem } = readPassword(form);
    if (password === undefined) {
      return showOrder(
        c,
        v,
        placed,
        accountForm(v, { values: {}, problems: problem ? { password: problem } : {} }),
        422,
      );
    }
    // Logged in from here on: the order waits in the account (a taken address gets credentials that open
    // nothing, and the storefront logs them out, as after a registration with it).
    signIn(c, await createAccountFromOrder(s, placed, v.guestId, password, v.language));
    return c.redirect(shopHref(contextOf(c, v), `/my-account/order-details/${placed.order.uuid}/`), 303);
  });
}
