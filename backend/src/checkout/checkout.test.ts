import { describe, expect, it } from 'vitest';
import { guestId, registerCustomer, type Session } from '../testing/customers';
import { checkoutHostForTests, csrfOf } from '../testing/checkout-client';

const host = checkoutHostForTests();
const page: typeof host.checkout.page = (...args) => host.checkout.page(...args);
const post: typeof host.checkout.post = (...args) => host.checkout.post(...args);
/** Posts the form and, for a payment through the provider, approves it in the sandbox. */
const order: typeof host.checkout.order = (...args) => host.checkout.order(...args);

async function customerWithCart(): Promise<Session> {
  const session = await registerCustomer(host.api, { firstName: 'Eva<b>' });
  await host.api.request('POST', '/api/v1/cart/', {
    uuid: session.uuid,
    token: session.token,
    body: { productOption: 1011, amount: 1 },
  });
  await host.api.request('POST', '/api/v1/cart/', {
    uuid: session.uuid,
    token: session.token,
    body: { productOption: 1021, amount: 2 },
  });
  return session;
}

describe('given a visitor on the checkout host', () => {
  it('when nobody is known, then home shows an empty cart in the shop look with a strict CSP', async () => {
    const res = await page('/', {});
    expect(res.status).toBe(200);
    expect(res.text).toContain('Your cart is empty.');
    expect(res.text).toContain('href="/checkout.css"');
    expect(res.text).not.toMatch(/<script|\son[a-z]+=/i);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const css = await page('/checkout.css', {});
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(css.text).toContain('#c8102e');
  });

  it('when a guest has a cart, then home shows it, leads to the checkout as a guest and offers to log in on the storefront', async () => {
    const id = guestId();
    await host.api.request('POST', '/api/v1/cart/', { uuid: id, body: { productOption: 1031 } });
    const res = await page('/', { __uuhlat: id });
    expect(res.text).toContain('Match Ball');
    expect(res.text).toContain('€149.99');
    // Login and registration bring the shopper back to the checkout host.
    expect(res.text).toContain(
      'href="http://127.0.0.1:3000/login/?redirect=http%3A%2F%2F127.0.0.1%3A4100%2F"',
    );
    expect(res.text).toContain(
      'href="http://127.0.0.1:3000/register/?redirect=http%3A%2F%2F127.0.0.1%3A4100%2F"',
    );
    // Issue 28: guests order too, so the way to the form is there and the form opens for them.
    expect(res.text).toContain('href="/checkout/"');
    const form = await page('/checkout/', { __uuhlat: id });
    expect(form.status).toBe(200);
    expect(form.text).toContain('name="email"');
    // A visitor without a cart is still sent to the cart.
    const stranger = await page('/checkout/', { __uuhlat: guestId() });
    expect(stranger.status).toBe(303);
    expect(stranger.headers.get('location')).toBe('/');
  });

  it('when German is preferred, then the page is German with German prices and /de/ links', async () => {
    const session = await customerWithCart();
    const res = await page('/', { __uul: session.token }, { headers: { 'Accept-Language': 'de-AT' } });
    expect(res.text).toContain('Dein Warenkorb');
    expect(res.text).toContain('€\u00a0129,85');
    expect(res.text).toContain('href="http://127.0.0.1:3000/de/');
  });
});

describe('given a customer checking out', () => {
  it('when placing an order to a saved address, then the cart empties and the order appears in the API', async () => {
    const session = await customerWithCart();
    await host.api.request('POST', '/api/v1/user/address/shipping/', {
      token: session.token,
      body: {
        firstname: 'Eva',
        lastname: 'Lang',
        street: 'Hauptplatz',
        streetNo: '1',
        postal: '8010',
        city: 'Graz',
        countryId: 40,
        deliveryType: 'home',
      },
    });
    const home = await page('/', { __uul: session.token });
    expect(home.text).toContain('Austria Home Jersey 2026');
    expect(home.text).toContain('href="/checkout/"');
    const form = await page('/checkout/', { __uul: session.token, __uuhlat: session.uuid });
    expect(form.status).toBe(200);
    expect(form.text).toContain('Eva&lt;b&gt;');
    expect(form.text).not.toContain('Eva<b>');
    const addressUuid = /name="addressUuid"\s+value="([0-9a-f-]{36})"/.exec(form.text)![1]!;

    const res = await post(
      '/checkout/',
      { __uul: session.token },
      {
        csrf: csrfOf(form.text),
        deliveryType: 'home',
        addressUuid,
        paymentMethod: 'invoice',
      },
    );
    expect(res.status).toBe(303);
    const location = res.headers.get('location')!;
    const uuid = /^\/checkout\/done\/([0-9a-f-]{36})\/$/.exec(location)![1]!;
    const done = await page(location, { __uul: session.token });
    expect(done.text).toContain('Thank you for your order!');
    expect(done.text).toContain(`href="http://127.0.0.1:3000/my-account/order-details/${uuid}/"`);
    expect(done.text).toContain('href="http://127.0.0.1:3000/my-account/orders/"');

    const order = await host.api.request('GET', `/api/v1/user/order/${uuid}/`, { token: session.token });
    expect(order.body.data).toMatchObject({
      paymentMethod: 'invoice',
      shippingAddress: { city: 'Graz', deliveryType: 'home' },
      totals: { subtotal: 12985, delivery: 0, total: 12985 },
    });
    expect(order.body.data.lines).toHaveLength(2);
    const cart = await host.api.request('GET', '/api/v1/cart/', { uuid: session.uuid, token: session.token });
    expect(cart.body.data.products).toEqual([]);
    const other = await registerCustomer(host.api);
    expect((await page(location, { __uul: other.token })).status).toBe(404);
  });

  it('when choosing click & collect, then the store is the address and delivery is free', async () => {
    const session = await registerCustomer(host.api);
    await host.api.request('POST', '/api/v1/cart/', {
      uuid: session.uuid,
      token: session.token,
      body: { productOption: 1021 },
    });
    const form = await page('/checkout/', { __uul: session.token });
    const res = await order(
      '/checkout/',
      { __uul: session.token },
      {
        csrf: csrfOf(form.text),
        deliveryType: 'click_and_collect',
        store: 'graz',
        paymentMethod: 'card',
      },
    );
    expect(res.status).toBe(303);
    const [placed] = (await host.api.request('GET', '/api/v1/user/orders/', { token: session.token })).body
      .data;
    expect(placed).toMatchObject({
      shippingAddress: { deliveryType: 'click_and_collect', city: 'Graz', firstname: 'Anna' },
      totals: { subtotal: 1995, delivery: 0, total: 1995 },
    });
  });

  it('when a new address is incomplete, then the form comes back with field errors and nothing is ordered', async () => {
    const session = await customerWithCart();
    const form = await page('/checkout/', { __uul: session.token });
    const res = await post(
      '/checkout/',
      { __uul: session.token },
      {
        csrf: csrfOf(form.text),
        deliveryType: 'home',
        addressUuid: 'new',
        firstname: 'Eva',
        lastname: 'Lang',
        street: '',
        postal: 'ABC',
        city: 'Wien',
        paymentMethod: 'bitcoin',
      },
    );
    expect(res.status).toBe(422);
    expect(res.text).toContain('id="street-error"');
    expect(res.text).toContain('id="postal-error"');
    expect(res.text).toContain('id="paymentMethod-error"');
    expect(
      (await host.api.request('GET', '/api/v1/user/orders/', { token: session.token })).body.data,
    ).toEqual([]);
  });

  it('when a new address is valid and to be saved, then the order goes there and the account keeps it', async () => {
    const session = await customerWithCart();
    const form = await page('/checkout/', { __uul: session.token });
    const res = await order(
      '/checkout/',
      { __uul: session.token },
      {
        csrf: csrfOf(form.text),
        deliveryType: 'home',
        addressUuid: 'new',
        firstname: 'Eva',
        lastname: 'Lang',
        street: 'Landstraße',
        streetNo: '5',
        postal: '4020',
        city: 'Linz',
        saveAddress: '1',
        paymentMethod: 'eps',
      },
    );
    expect(res.status).toBe(303);
    const account = await host.api.request('GET', '/api/v1/user/', { token: session.token });
    expect(account.body.data.addresses.shipping).toMatchObject([{ city: 'Linz', isDefault: true }]);
  });

  it('when the form token is missing, forged or from another visitor, then nothing is ordered', async () => {
    const session = await customerWithCart();
    const other = await customerWithCart();
    const otherForm = await page('/checkout/', { __uul: other.token });
    const fields = { deliveryType: 'click_and_collect', store: 'graz', paymentMethod: 'card' };
    for (const csrf of [undefined, 'forged', `${Date.now()}.abc`, csrfOf(otherForm.text)]) {
      const res = await post(
        '/checkout/',
        { __uul: session.token },
        csrf === undefined ? fields : { ...fields, csrf },
      );
      expect(res.status).toBe(422);
      expect(res.text).toContain('The form has expired');
    }
    expect(
      (await host.api.request('GET', '/api/v1/user/orders/', { token: session.token })).body.data,
    ).toEqual([]);
  });

  it('when the post comes from another origin, then nothing is ordered', async () => {
    const session = await customerWithCart();
    const form = await page('/checkout/', { __uul: session.token });
    const res = await post(
      '/checkout/',
      { __uul: session.token },
      { csrf: csrfOf(form.text), deliveryType: 'click_and_collect', store: 'graz', paymentMethod: 'card' },
      { Origin: 'https://evil.example' },
    );
    expect(res.status).toBe(422);
    expect(
      (await host.api.request('GET', '/api/v1/user/orders/', { token: session.token })).body.data,
    ).toEqual([]);
  });

  it.each([
    ['names no source', {}],
    ['names a null origin', { Origin: 'null' }],
    ['comes from another site by its fetch metadata', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('when the post %s, then nothing is ordered', async (_, headers: Record<string, string>) => {
    const session = await customerWithCart();
    const form = await page('/checkout/', { __uul: session.token });
    const res = await host.checkout.page(
      '/checkout/',
      { __uul: session.token },
      {
        method: 'POST',
        body: new URLSearchParams({
          csrf: csrfOf(form.text),
          deliveryType: 'click_and_collect',
          store: 'graz',
          paymentMethod: 'invoice',
        }).toString(),
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      },
    );
    expect(res.status).toBe(422);
    expect(
      (await host.api.request('GET', '/api/v1/user/orders/', { token: session.token })).body.data,
    ).toEqual([]);
  });

  it('when the post comes from the checkout’s public origin (a proxy terminating TLS before it), then the order is placed', async () => {
    const session = await customerWithCart();
    const form = await page('/checkout/', { __uul: session.token });
    const res = await order(
      '/checkout/',
      { __uul: session.token },
      { csrf: csrfOf(form.text), deliveryType: 'click_and_collect', store: 'graz', paymentMethod: 'card' },
      { Origin: new URL(host.api.services.config.checkoutUrl).origin },
    );
    expect(res.status).toBe(303);
    const orders = (await host.api.request('GET', '/api/v1/user/orders/', { token: session.token })).body
      .data;
    expect(orders).toHaveLength(1);
  });

  it('when the token is revoked, then the visitor is a stranger again', async () => {
    const session = await customerWithCart();
    await host.api.request('GET', '/api/v1/auth/logout/', { token: session.token });
    const res = await page('/checkout/', { __uul: session.token });
    expect(res.status).toBe(303);
  });

  it('when a path does not exist, then an HTML 404 page in the shop look', async () => {
    const res = await page('/nothing/', {});
    expect(res.status).toBe(404);
    expect(res.text).toContain('Page not found');
  });
});
