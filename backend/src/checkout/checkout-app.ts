import type { Context } from 'hono';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { OrderAddress, ShippingAddress, ShippingAddressDraft } from '@fanshop/core/account';
import { CartLineStatus } from '@fanshop/core/cart';
import { DEFAULT_PRICE_TYPE, formatPrice, type PriceType } from '@fanshop/core/pricing';
import { RETURN_TO_PARAM } from '@fanshop/core/navigation';
import { REQUEST_ID_COOKIE, TOKEN_COOKIE } from '@fanshop/core/shared';
import { MAX_ADDRESSES } from '../accounts/address-store';
import { type Language, shopLanguage } from '../catalogue/catalogue-api';
import type { CartView } from '../cart/cart-service';
import type { ListOwner } from '../cart/owner';
import { deliveryPrice } from '../cart/delivery';
import type { Customer } from '../http/context';
import { ApiError, type FieldErrors } from '../http/errors';
import { isGuestId, languageOf } from '../http/identity';
import { Validator } from '../http/validation';
import { html, raw, type SafeHtml } from '../html/html';
import { type OrderView, PAYMENT_METHODS, type PaymentMethod } from '../orders/order-service';
import type { Services } from '../services';
import { must } from '../shared/must';
import { CHECKOUT_CSS } from './checkout-style';
import { checkoutTexts, type CheckoutTexts } from './checkout-texts';
import { FormTokens } from './form-token';
import { COLLECT_STORES } from './stores';
import { health } from '../http/health';

interface Visitor {
  readonly language: Language;
  readonly t: CheckoutTexts;
  readonly customer: Customer | undefined;
  readonly guestId: string | undefined;
}

function cookie(c: Context, name: string): string | undefined {
  const value = getCookie(c, name)
    ?.trim()
    .replace(/^"(.*)"$/, '$1');
  return value === '' ? undefined : value;
}

/**
 * The checkout host (decisions.md): its own Hono app on CHECKOUT_PORT, reading the visitor from the
 * storefront's cookies (`__uul` token, `__uuhlat` request id) as a production checkout on the shared
 * cookie domain does. Guests see their cart and are asked to log in on the storefront to order.
 * Plain server-rendered HTML; every value is escaped, forms carry a token, no scripts at all.
 */
export function createCheckoutApp(s: Services, formTokens = new FormTokens(s.now)): Hono {
  const app = new Hono({ strict: true });
  app.get('/health', health(s.db, 'checkout'));
  const shop = s.config.storefrontUrl;
  const apiOrigin = new URL(s.config.apiUrl).origin;
  const checkoutOrigin = new URL(s.config.checkoutUrl).origin;

  const visitor = (c: Context): Visitor => {
    const language = languageOf(c.req.header('accept-language'));
    const token = cookie(c, TOKEN_COOKIE);
    const customer = token ? s.accounts.customerByToken(token) : undefined;
    const requestId = cookie(c, REQUEST_ID_COOKIE)?.toLowerCase();
    return {
      language,
      t: checkoutTexts(language),
      customer,
      guestId: !customer && requestId && isGuestId(requestId) ? requestId : undefined,
    };
  };

  const shopLink = (v: Visitor, path: string) => `${shop}${v.language === 'de' ? '/de' : ''}${path}`;
  // Login and registration on the storefront bring the shopper back here (the core's `returnTargetOf`
  // allows the checkout host's own origin).
  const backHere = `${RETURN_TO_PARAM}=${encodeURIComponent(`${s.config.checkoutUrl.replace(/\/+$/, '')}/`)}`;

  const page = (
    c: Context,
    v: Visitor,
    title: string,
    content: SafeHtml,
    status: 200 | 404 | 409 | 422 | 500 = 200,
  ) =>
    c.html(
      html`<!doctype html>
        <html lang="${shopLanguage(v.language)}">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="robots" content="noindex" />
            <title>${title} · ${v.t.shopName}</title>
            <link rel="stylesheet" href="/checkout.css" />
            <link
              rel="icon"
              href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%23c8102e'/%3E%3Crect y='12' width='32' height='8' fill='%23fff'/%3E%3C/svg%3E"
            />
          </head>
          <body>
            <header class="top">
              <div class="in">
                <a class="brand" href="${shopLink(v, '/')}"
                  ><svg class="mark" aria-hidden="true" viewBox="0 0 32 32" width="28" height="28">
                    <rect width="32" height="32" rx="6" fill="#fff" />
                    <rect y="12" width="32" height="8" fill="#c8102e" /></svg
                  >${v.t.shopName}</a
                >
                <span class="lock">${v.t.secureCheckout}</span>
              </div>
            </header>
            <main>${content}</main>
            <footer><a href="${shopLink(v, '/')}">${v.t.backToShop}</a></footer>
          </body>
        </html>`.value,
      status,
      {
        'Content-Security-Policy': `default-src 'none'; style-src 'self'; img-src 'self' ${apiOrigin} data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'same-origin',
        'Cache-Control': 'no-store',
      },
    );

  const ownerOf = (v: Visitor): { owner: ListOwner; uuid: string; priceType: PriceType } | undefined => {
    if (v.customer)
      return { owner: { customerId: v.customer.id }, uuid: v.customer.uuid, priceType: v.customer.role };
    if (v.guestId) return { owner: { guestId: v.guestId }, uuid: v.guestId, priceType: DEFAULT_PRICE_TYPE };
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

  const linesHtml = (v: Visitor, cart: CartView) =>
    cart.products.map((line) => {
      const note =
        line.status === CartLineStatus.unavailable
          ? html`<div class="warn">${v.t.unavailable}</div>`
          : line.option.quantity > line.option.stock
            ? html`<div class="warn">${v.t.onlyLeft(line.option.stock)}</div>`
            : '';
      const rrp =
        line.prices.rrp > line.prices.vk
          ? html`<span class="rrp">${line.pricesFormatted.rrpFull}</span>`
          : '';
      return html`<div class="line">
        <img src="${s.config.apiUrl}${line.image}" alt="" width="88" height="88" />
        <div>
          <a class="name" href="${shopLink(v, line.url)}">${line.name}</a>
          <div class="muted">
            ${line.brand} · ${v.t.size} ${line.option.title} · ${v.t.quantity} ${line.option.quantity}
          </div>
          ${note}
        </div>
        <div class="price">${rrp}${line.pricesFormatted.vkFull}</div>
      </div>`;
    });

  const summary = (v: Visitor, subtotal: number, delivery: number) => {
    const lang = shopLanguage(v.language);
    return html`<div class="sum"><span>${v.t.subtotal}</span><span>${formatPrice(subtotal, lang)}</span></div>
      <div class="sum"><span>${v.t.delivery}</span><span>${formatPrice(delivery, lang)}</span></div>
      <div class="sum total">
        <span>${v.t.total}</span><span>${formatPrice(subtotal + delivery, lang)}</span>
      </div>
      <p class="muted">${v.t.freeDelivery}</p>`;
  };

  app.get('/checkout.css', (c) =>
    c.body(CHECKOUT_CSS, 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    }),
  );

  app.get('/', (c) => {
    const v = visitor(c);
    const cart = cartOf(v);
    if (!cart || cart.products.length === 0) {
      return page(
        c,
        v,
        v.t.cart,
        html`<h1>${v.t.cart}</h1>
          <div class="card">
            <p>${v.t.emptyCart}</p>
            <a class="btn" href="${shopLink(v, '/')}">${v.t.continueShopping}</a>
          </div>`,
      );
    }
    const action = v.customer
      ? html`<a class="btn" href="/checkout/">${v.t.toCheckout}</a>`
      : html`<p>${v.t.loginFirst}</p>
          <a class="btn" href="${shopLink(v, `/login/?${backHere}`)}">${v.t.login}</a>
          <a class="btn secondary" href="${shopLink(v, `/register/?${backHere}`)}">${v.t.register}</a>`;
    return page(
      c,
      v,
      v.t.cart,
      html`<h1>${v.t.cart}</h1>
        <div class="grid">
          <section class="card">${linesHtml(v, cart)}</section>
          <aside class="card">
            ${summary(v, cart.total.subtotal, cart.total.deliveryPrice)}${action}
            <a class="btn secondary" href="${shopLink(v, '/')}">${v.t.continueShopping}</a>
          </aside>
        </div>`,
    );
  });

  interface FormState {
    readonly values: Record<string, string>;
    readonly errors: FieldErrors;
    readonly alert?: string;
  }

  const checkoutForm = (
    c: Context,
    v: Visitor & { customer: Customer },
    cart: CartView,
    state: FormState,
    status: 200 | 409 | 422 = 200,
  ) => {
    const addresses = s.addresses.list(v.customer.id);
    const account = must(s.accounts.findById(v.customer.id), 'account');
    const val = (name: string, fallback = '') => state.values[name] ?? fallback;
    const err = (name: string) =>
      state.errors[name] ? html`<span class="error" id="${name}-error">${state.errors[name]}</span>` : '';
    const field = (name: string, label: string, fallback: string, wide = false) =>
      html`<label class="${[wide ? 'wide' : '', state.errors[name] ? 'invalid' : ''].join(' ').trim()}"
        >${label}
        <input
          type="text"
          name="${name}"
          value="${val(name, fallback)}"
          autocomplete="${autocomplete[name] ?? 'on'}"
          ${state.errors[name] ? raw(`aria-invalid="true" aria-describedby="${name}-error"`) : ''}
        />${err(name)}</label
      >`;
    const deliveryType = val('deliveryType', 'home');
    const defaultAddress = addresses.find((a) => a.isDefault && a.deliveryType === 'home');
    const chosen = val('addressUuid', defaultAddress?.uuid ?? 'new');
    const radio = (name: string, value: string, checked: boolean, label: string) =>
      html`<label class="choice"
        ><input type="radio" name="${name}" value="${value}" ${checked ? raw('checked') : ''} /><span
          >${label}</span
        ></label
      >`;
    const saved = addresses
      .filter((a) => a.deliveryType === 'home')
      .map((a: ShippingAddress) =>
        radio(
          'addressUuid',
          a.uuid,
          chosen === a.uuid,
          `${a.firstname} ${a.lastname}, ${a.street} ${a.streetNo}, ${a.postal} ${a.city}`,
        ),
      );
    const payment = val('paymentMethod', 'card');
    const subtotal = cart.products
      .filter((p) => p.status === CartLineStatus.available)
      .reduce((sum, p) => sum + p.prices.vk * Math.min(p.option.quantity, p.option.stock), 0);
    const delivery = deliveryPrice(
      subtotal,
      deliveryType === 'click_and_collect' ? 'click_and_collect' : 'home',
    );
    return page(
      c,
      v,
      v.t.checkout,
      html`<h1>${v.t.checkout}</h1>
        ${state.alert || Object.keys(state.errors).length ? html`<div class="alert" role="alert">${state.alert ?? v.t.fixErrors}</div>` : ''}
        <form method="post" action="/checkout/" class="grid" novalidate>
          <input type="hidden" name="csrf" value="${formTokens.issue(subjectOf(v))}" />
          <div>
            <section class="card">
              <fieldset>
                <legend>${v.t.deliveryMethod}</legend>
                ${radio('deliveryType', 'home', deliveryType !== 'click_and_collect', v.t.home)}
                ${radio('deliveryType', 'click_and_collect', deliveryType === 'click_and_collect', v.t.clickCollect)}
                ${err('deliveryType')}
              </fieldset>
            </section>
            <section class="card">
              <fieldset>
                <legend>${v.t.homeAddress}</legend>
                ${saved} ${radio('addressUuid', 'new', chosen === 'new', v.t.newAddress)}
                ${err('addressUuid')}
                <div class="fields">
                  ${field('firstname', v.t.firstname, account.first_name)}
                  ${field('lastname', v.t.lastname, account.last_name)} ${field('street', v.t.street, '')}
                  ${field('streetNo', v.t.streetNo, '')} ${field('postal', v.t.postal, '')}
                  ${field('city', v.t.city, '')}
                  <p class="muted wide">${v.t.country}</p>
                  <label class="wide"
                    ><input
                      type="checkbox"
                      name="saveAddress"
                      value="1"
                      ${val('saveAddress') === '1' ? raw('checked') : ''}
                    />
                    ${v.t.saveAddress}</label
                  >
                </div>
              </fieldset>
            </section>
            <section class="card">
              <fieldset>
                <legend>${v.t.collectStore}</legend>
                <label class="${state.errors.store ? 'invalid' : ''}"
                  >${v.t.store}
                  <select name="store">
                    ${COLLECT_STORES.map(
                      (st) =>
                        html`<option value="${st.id}" ${val('store') === st.id ? raw('selected') : ''}>
                          ${st.name}
                        </option>`,
                    )}</select
                  >${err('store')}</label
                >
              </fieldset>
            </section>
            <section class="card">
              <fieldset>
                <legend>${v.t.payment}</legend>
                ${PAYMENT_METHODS.map((m) => radio('paymentMethod', m, payment === m, v.t.payments[m]))}
                ${err('paymentMethod')}
                <p class="muted">${v.t.paymentNote}</p>
              </fieldset>
            </section>
          </div>
          <aside class="card">
            <h2>${v.t.cart}</h2>
            ${linesHtml(v, cart)}${summary(v, subtotal, delivery)}
            <button class="btn" type="submit">${v.t.placeOrder}</button>
          </aside>
        </form>`,
      status,
    );
  };

  const signedIn = (v: Visitor): v is Visitor & { customer: Customer } => v.customer !== undefined;

  app.get('/checkout/', (c) => {
    const v = visitor(c);
    if (!signedIn(v)) return c.redirect('/', 303);
    const cart = cartOf(v);
    if (!cart || !cart.products.some((p) => p.status === CartLineStatus.available))
      return c.redirect('/', 303);
    return checkoutForm(c, v, cart, { values: {}, errors: {} });
  });

  app.post('/checkout/', async (c) => {
    const v = visitor(c);
    if (!signedIn(v)) return c.redirect('/', 303);
    const account = s.accounts.findById(v.customer.id);
    if (!account) return c.redirect('/', 303);
    const origin = c.req.header('origin');
    // The browser names the public origin; behind a proxy that terminates TLS the request itself arrives
    // over http, so the configured address is the one to compare with.
    if (
      origin !== undefined &&
      origin !== 'null' &&
      origin !== checkoutOrigin &&
      origin !== new URL(c.req.url).origin
    ) {
      return page(c, v, v.t.checkout, html`<div class="alert" role="alert">${v.t.expired}</div>`, 422);
    }
    const type = c.req.header('content-type') ?? '';
    const form: Record<string, string> = {};
    if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
      // A body that does not parse as the form it claims to be reads as an empty form: the form again.
      const body = await c.req.parseBody().catch(() => ({}));
      for (const [key, value] of Object.entries(body))
        if (typeof value === 'string') form[key] = value.slice(0, 500);
    }
    const cart = cartOf(v);
    if (!cart || !cart.products.some((p) => p.status === CartLineStatus.available))
      return c.redirect('/', 303);
    if (!formTokens.verify(subjectOf(v), form.csrf)) {
      return checkoutForm(c, v, cart, { values: form, errors: {}, alert: v.t.expired }, 422);
    }
    const { address, errors, saveAs } = readCheckoutForm(form, s.addresses.list(v.customer.id), account);
    if (!address || Object.keys(errors).length) {
      return checkoutForm(c, v, cart, { values: form, errors }, 422);
    }
    let order: OrderView;
    try {
      order = s.orders.place(
        v.customer,
        { address, paymentMethod: form.paymentMethod as PaymentMethod },
        v.language,
      );
    } catch (err) {
      if (err instanceof ApiError) {
        const fresh = cartOf(v);
        if (!fresh || fresh.products.length === 0) return c.redirect('/', 303);
        return checkoutForm(
          c,
          v,
          fresh,
          { values: form, errors: {}, alert: Object.values(err.errors)[0] },
          409,
        );
      }
      throw err;
    }
    // The account keeps at most MAX_ADDRESSES, as the API's address call does; the order goes out regardless.
    if (saveAs && s.addresses.count(v.customer.id) < MAX_ADDRESSES) s.addresses.add(v.customer.id, saveAs);
    s.outbox.send(
      account.email,
      `Your order ${order.number}`,
      `Hello ${account.first_name},\n\nthank you for your order ${order.number} (${order.totals.totalFormatted}).\n` +
        `See it in your account: ${shop}/my-account/order-details/${order.uuid}/`,
    );
    return c.redirect(`/checkout/done/${order.uuid}/`, 303);
  });

  app.get('/checkout/done/:uuid/', (c) => {
    const v = visitor(c);
    const order = v.customer
      ? s.orders.get(v.customer.id, c.req.param('uuid').toLowerCase(), v.language)
      : undefined;
    if (!order) return page(c, v, v.t.notFound, html`<h1>${v.t.notFound}</h1>`, 404);
    return page(
      c,
      v,
      v.t.thanks,
      html`<h1>${v.t.thanks}</h1>
        <div class="card">
          <p>${v.t.orderNumber}: <strong>${order.number}</strong></p>
          <p>${v.t.total}: <strong>${order.totals.totalFormatted}</strong></p>
          <p>${v.t.orderMail}</p>
          <a class="btn" href="${shopLink(v, `/my-account/order-details/${order.uuid}/`)}"
            >${v.t.orderDetails}</a
          >
          <a class="btn secondary" href="${shopLink(v, '/my-account/orders/')}">${v.t.myOrders}</a>
          <a class="btn secondary" href="${shopLink(v, '/')}">${v.t.continueShopping}</a>
        </div>`,
    );
  });

  app.notFound((c) => {
    const v = visitor(c);
    return page(
      c,
      v,
      v.t.notFound,
      html`<h1>${v.t.notFound}</h1>
        <p><a href="/">${v.t.cart}</a></p>`,
      404,
    );
  });
  app.onError((err, c) => {
    console.error('Checkout error on %s %s', c.req.method, c.req.path, err);
    const v = visitor(c);
    return page(
      c,
      v,
      v.t.error,
      html`<h1>${v.t.error}</h1>
        <p><a href="/">${v.t.cart}</a></p>`,
      500,
    );
  });
  return app;
}

const autocomplete: Record<string, string> = {
  firstname: 'given-name',
  lastname: 'family-name',
  street: 'address-line1',
  streetNo: 'address-line2',
  postal: 'postal-code',
  city: 'address-level2',
};

function subjectOf(v: Visitor): string {
  return v.customer ? `customer:${v.customer.id}` : `guest:${v.guestId ?? ''}`;
}

/** Reads the posted checkout form into the order's address, or per-field errors. */
export function readCheckoutForm(
  form: Record<string, string>,
  addresses: readonly ShippingAddress[],
  account: { first_name: string; last_name: string },
): { address?: OrderAddress; errors: FieldErrors; saveAs?: ShippingAddressDraft } {
  const v = new Validator(form);
  const deliveryType = v.oneOf('deliveryType', ['home', 'click_and_collect'] as const, 'home');
  v.oneOf('paymentMethod', PAYMENT_METHODS, 'card');
  if (!form.paymentMethod) v.fail('paymentMethod', 'required');
  if (deliveryType === 'click_and_collect') {
    const store = COLLECT_STORES.find((st) => st.id === form.store);
    if (!store) v.fail('store', 'required');
    if (Object.keys(v.errors).length || !store) return { errors: v.errors };
    return {
      address: { ...store.address, firstname: account.first_name, lastname: account.last_name, deliveryType },
      errors: {},
    };
  }
  const chosen = form.addressUuid ?? 'new';
  if (chosen !== 'new') {
    const saved = addresses.find((a) => a.uuid === chosen);
    if (!saved) v.fail('addressUuid', 'choose an address');
    if (Object.keys(v.errors).length || !saved) return { errors: v.errors };
    const { uuid: _uuid, isDefault: _isDefault, ...address } = saved;
    return { address: { ...address, deliveryType: 'home' }, errors: {} };
  }
  const address: OrderAddress = {
    firstname: v.text('firstname', { required: true, max: 50 }),
    lastname: v.text('lastname', { required: true, max: 50 }),
    street: v.text('street', { required: true, max: 100 }),
    streetNo: v.text('streetNo', { required: true, max: 20 }),
    postal: v.text('postal', {
      required: true,
      max: 10,
      pattern: /^\d{4}$/,
      patternMessage: 'must be a 4-digit Austrian postal code',
    }),
    city: v.text('city', { required: true, max: 80 }),
    countryId: 40,
    deliveryType: 'home',
  };
  if (Object.keys(v.errors).length) return { errors: v.errors };
  return {
    address,
    errors: {},
    saveAs: form.saveAddress === '1' ? { ...address, isDefault: addresses.length === 0 } : undefined,
  };
}
