import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { CartLineStatus } from '@fanshop/core/cart';
import { shopCookieAttributes, shopCookieLifetimeSeconds } from '@fanshop/core/session';
import { isOwnFormPost, REQUEST_ID_COOKIE, TOKEN_COOKIE } from '@fanshop/core/shared';
import type { CartView } from '../cart/cart-service';
import type { ListOwner } from '../cart/owner';
import { ApiError } from '../http/errors';
import { type Buyer, SoldOut } from '../orders/order-service';
import type { Services } from '../services';
import type { CartEdits } from './cart-edits';
import type { CartRouteKit } from './checkout-cart-routes';
import type { OrderToPlace, PaymentRouteKit, PlacingHooks } from './checkout-payment-routes';
import { fill } from './checkout-texts';
import type { FormTokens } from './form-token';
import { type AccountCredentials, type FormFiller, type FormValues, placeOrder } from './order-flow';
import type { PaymentProvider } from './payment-provider';
import { PaymentStore } from './payments';
import { cartPage, type PageBody } from './pages/cart-page';
import { checkoutPage, type FormPerson } from './pages/checkout-page';
import { type PageContext, renderPage } from './pages/layout';
import type { FormState } from './pages/parts';
import { formSubject, LANGUAGE_PARAM, localHref, type Visitor } from './visitor';

/** Longest value kept of a posted field; anything longer is cut (the rules then refuse it). */
const FIELD_LIMIT = 500;

type Status = 200 | 404 | 409 | 422 | 500;

/** The headers of every page: a strict CSP, no sniffing, no caching, no referrer beyond the host. */
function pageHeaders(s: Services): Record<string, string> {
  const apiOrigin = new URL(s.config.apiUrl).origin;
  const shopOrigin = new URL(s.config.storefrontUrl).origin;
  return {
    // Forms post to the checkout itself; the account form's answer leads on to the storefront, which
    // `form-action` must name, as browsers apply it to a form's redirects too.
    'Content-Security-Policy': `default-src 'none'; script-src 'self'; style-src 'self'; font-src 'self'; img-src 'self' ${apiOrigin} data:; form-action 'self' ${shopOrigin}; base-uri 'none'; frame-ancestors 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'Cache-Control': 'no-store',
  };
}

/**
 * What the checkout host's routes share: who the visitor is to the cart and the form, how a post is
 * read and trusted, how a page is answered, and how an order is placed. One per app.
 */
export class CheckoutKit implements CartRouteKit, PaymentRouteKit {
  readonly payments: PaymentStore;
  private readonly headers: Record<string, string>;
  private readonly checkoutOrigin: string;

  constructor(
    private readonly s: Services,
    private readonly formTokens: FormTokens,
    private readonly edits: CartEdits,
    readonly provider: PaymentProvider,
  ) {
    this.payments = new PaymentStore(s.db, s.now);
    this.headers = pageHeaders(s);
    this.checkoutOrigin = new URL(s.config.checkoutUrl).origin;
  }

  /** The page's context: the visitor, the shop's addresses, and the path without its language parameter. */
  readonly context = (c: Context, v: Visitor): PageContext => {
    const url = new URL(c.req.url);
    url.searchParams.delete(LANGUAGE_PARAM);
    const { storefrontUrl: shop, apiUrl } = this.s.config;
    return { v, shop, apiUrl, path: `${c.req.path}${url.search}` };
  };

  readonly respond = (c: Context, v: Visitor, body: PageBody, status: Status = 200): Response =>
    c.html(renderPage(this.context(c, v), body), status, this.headers);

  /** Back to the cart, where a visitor without anything to order belongs. */
  readonly home = (c: Context, v: Visitor): Response => c.redirect(localHref(v, '/'), 303);

  readonly payer = (v: Visitor) => ({ customerId: v.customer?.id, guestId: v.guestId });

  readonly owner = (v: Visitor): { owner: ListOwner; uuid: string } | undefined => {
    if (v.customer) return { owner: { customerId: v.customer.id }, uuid: v.customer.uuid };
    if (v.guestId) return { owner: { guestId: v.guestId }, uuid: v.guestId };
    return undefined;
  };

  readonly cart = (v: Visitor): CartView | undefined => {
    const who = this.owner(v);
    if (!who) return undefined;
    try {
      return this.s.carts.view(who.owner, who.uuid, v.language, v.priceType);
    } catch (err) {
      // A guest id already merged into an account holds no cart any more.
      if (err instanceof ApiError) return undefined;
      throw err;
    }
  };

  readonly orderable = (cart: CartView | undefined): cart is CartView =>
    cart !== undefined && cart.products.some((p) => p.status === CartLineStatus.available);

  /** The customer's saved addresses and name, or a guest. */
  readonly person = (v: Visitor): (FormPerson & FormFiller) | undefined => {
    if (!v.customer) return v.guestId ? { kind: 'guest' } : undefined;
    const account = this.s.accounts.findById(v.customer.id);
    if (!account) return undefined;
    const name = { firstname: account.first_name, lastname: account.last_name };
    return { kind: 'customer', addresses: this.s.addresses.list(v.customer.id), ...name, name };
  };

  /**
   * Whether a post comes from the checkout itself (core's `isOwnFormPost`, the storefront's rule too): its
   * public origin, or the origin it was reached at. A post that names no source is refused.
   */
  readonly ownPost = (c: Context): boolean =>
    // The browser names the public origin; behind a proxy that terminates TLS the request itself arrives
    // over http, so the configured address counts beside the one it was reached at.
    isOwnFormPost(
      {
        origin: c.req.header('origin'),
        secFetchSite: c.req.header('sec-fetch-site'),
        referer: c.req.header('referer'),
      },
      [this.checkoutOrigin, new URL(c.req.url).origin],
    );

  /** The posted form; a body that does not parse as the form it claims to be reads as an empty form. */
  readonly form = async (c: Context): Promise<Record<string, string>> => {
    const type = c.req.header('content-type') ?? '';
    const form: Record<string, string> = {};
    if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
      const body = await c.req.parseBody().catch(() => ({}));
      for (const [key, value] of Object.entries(body))
        if (typeof value === 'string') form[key] = value.slice(0, FIELD_LIMIT);
    }
    return form;
  };

  /** A new form token for the visitor's next post. */
  readonly token = (v: Visitor): string => this.formTokens.issue(formSubject(v));

  readonly cartPage = (c: Context, v: Visitor, alert?: string, status: 200 | 409 | 422 = 200): Response => {
    const who = this.owner(v);
    const { checkoutUrl } = this.s.config;
    const removing = who ? this.edits.pendingHash(who.uuid) : undefined;
    const body = cartPage(this.context(c, v), this.cart(v), {
      checkoutUrl,
      csrf: this.token(v),
      removing,
      alert,
    });
    return this.respond(c, v, body, status);
  };

  readonly formPage = (
    c: Context,
    v: Visitor,
    form: { person: FormPerson; cart: CartView; state: FormState; alert?: string },
    status: 200 | 409 | 422 = 200,
  ): Response => {
    const { checkoutUrl } = this.s.config;
    const page = checkoutPage(this.context(c, v), {
      ...form,
      csrf: this.token(v),
      now: this.s.now(),
      checkoutUrl,
    });
    return this.respond(c, v, page, status);
  };

  /**
   * Places the order the form `read` asks for and leads to its confirmation; when the order service
   * refuses (a line sold out meanwhile), shows the form again with the cart as it is now.
   */
  readonly place = (
    c: Context,
    v: Visitor,
    person: FormPerson & FormFiller,
    read: OrderToPlace,
    form: FormValues,
    after: PlacingHooks = {},
  ): Response => {
    const buyer: Buyer = v.customer ?? { guestId: v.guestId ?? '', email: read.order.email ?? '' };
    try {
      const order = placeOrder(this.s, buyer, { order: read.order, saveAs: read.saveAs }, v.language);
      after.placed?.(order.uuid);
      return c.redirect(localHref(v, `/checkout/done/${order.uuid}/`), 303);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      after.refused?.();
      const cart = this.cart(v);
      if (!this.orderable(cart)) return this.home(c, v);
      const alert =
        err instanceof SoldOut ? fill(v.t.soldOut, { name: err.productName, size: err.size }) : v.t.error;
      return this.formPage(c, v, { person, cart, state: { values: form, problems: {} }, alert }, 409);
    }
  };

  /**
   * Signs the shopper in as the storefront does after a login: the token and the account's request id in
   * the shop's cookies (core's attributes and lifetimes), which every host of the shop reads.
   */
  readonly signIn = (c: Context, { token, uuid }: AccountCredentials): void => {
    const { secureCookies, cookieDomain } = this.s.config;
    for (const [name, value] of [
      [TOKEN_COOKIE, token],
      [REQUEST_ID_COOKIE, uuid],
    ] as const) {
      const a = shopCookieAttributes(
        shopCookieLifetimeSeconds(name, value) ?? 0,
        secureCookies,
        cookieDomain,
      );
      const domain = a.domain ? { domain: a.domain } : {};
      setCookie(c, name, value, {
        path: a.path,
        sameSite: 'Lax',
        secure: a.secure,
        maxAge: a.maxAge,
        ...domain,
      });
    }
  };
}
