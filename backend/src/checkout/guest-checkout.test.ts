import { describe, expect, it } from 'vitest';
import { guestId, lastMailLinks, login, newEmail } from '../testing/customers';
import {
  checkoutHostForTests,
  csrfOf,
  HOME_IN_LINZ,
  orderUuidOf,
  readable,
} from '../testing/checkout-client';

const host = checkoutHostForTests();

/** A guest request id with a scarf (€19.95) in its cart, as the storefront leaves it. */
async function guestWithCart(amount = 1): Promise<string> {
  const id = guestId();
  await host.api.request('POST', '/api/v1/cart/', { uuid: id, body: { productOption: 1021, amount } });
  return id;
}

/** Orders the guest's cart with these fields; answers the redirect. */
async function order(id: string, fields: Record<string, string>) {
  const form = await host.checkout.page('/checkout/', { __uuhlat: id });
  expect(form.status).toBe(200);
  return host.checkout.order('/checkout/', { __uuhlat: id }, { csrf: csrfOf(form.text), ...fields });
}

describe('given a guest with a cart at the checkout', () => {
  it('when ordering with an email address, then it is one order and no account, the cart empties and the confirmation goes to the mailbox', async () => {
    const id = await guestWithCart(2);
    const email = newEmail();
    const res = await order(id, { email, firstname: 'Lena', lastname: 'Wolf', ...HOME_IN_LINZ });
    expect(res.status).toBe(303);
    const uuid = orderUuidOf(res.headers.get('location'));

    const placed = host.api.services.orders.find(uuid, { guestId: id }, 'en');
    expect(placed).toMatchObject({
      email,
      guestId: id,
      customerId: undefined,
      order: {
        lines: [{ name: 'Fan Scarf', quantity: 2, linePrice: 3990 }],
        totals: { subtotal: 3990, delivery: 490, total: 4480 },
        shippingAddress: { firstname: 'Lena', lastname: 'Wolf', city: 'Linz', postal: '4020' },
        paymentMethod: 'invoice',
      },
    });
    expect(host.api.services.accounts.findByEmail(email)).toBeUndefined();
    const cart = await host.api.request('GET', '/api/v1/cart/', { uuid: id });
    expect(cart.body.data.products).toEqual([]);

    const mail = host.api.services.outbox.list().find((m) => m.recipient === email)!;
    expect(mail.subject).toBe(`Your order ${placed!.order.number}`);
    for (const part of ['Hello Lena,', '2 × Fan Scarf, size One size: €39.90', 'Delivery: €4.90']) {
      expect(mail.body).toContain(part);
    }
    expect(mail.body).toContain('Total: €44.80');
    expect(mail.body).toContain('Lena Wolf\n  Landstraße 5\n  4020 Linz\n  Austria');
    expect(mail.body).toContain('Payment: Invoice');
    // A guest has no account to follow the order in: the mail holds it all.
    expect(mail.body).not.toContain('/my-account/');
    expect(mail.html).toContain(`src="${host.api.services.config.apiUrl}/images/products/102.svg"`);
  });

  it('when the guest then makes an account with one password, then they are logged in, the order is in the account with the address, and the double opt-in mail goes out', async () => {
    const id = await guestWithCart();
    const email = newEmail();
    const uuid = orderUuidOf(
      (await order(id, { email, firstname: 'Lena', lastname: 'Wolf', ...HOME_IN_LINZ })).headers.get(
        'location',
      ),
    );
    const done = await host.checkout.page(`/checkout/done/${uuid}/`, { __uuhlat: id });
    expect(done.text).toContain(`action="/checkout/done/${uuid}/account/"`);
    expect(done.text).toContain('type="password"');
    expect(done.text).toContain('autocomplete="new-password"');
    // The form's answer leads to the storefront: the page's policy lets a form go there.
    expect(done.headers.get('content-security-policy')).toContain(
      `form-action 'self' ${new URL(host.api.services.config.storefrontUrl).origin};`,
    );

    const res = await host.checkout.post(
      `/checkout/done/${uuid}/account/`,
      { __uuhlat: id },
      {
        csrf: csrfOf(done.text),
        password: 'Fussball-2026',
      },
    );
    expect(res.status).toBe(303);
    const { storefrontUrl } = host.api.services.config;
    expect(res.headers.get('location'), 'to the order in the account').toBe(
      `${storefrontUrl}/my-account/order-details/${uuid}/`,
    );
    const cookies = shopCookies(res.headers);
    const account = host.api.services.accounts.findByEmail(email)!;
    expect(cookies.__uuhlat?.value, 'the account’s request id replaces the guest’s').toBe(account.uuid);
    for (const cookie of Object.values(cookies)) {
      expect(cookie.attributes).toMatch(/Path=\//);
      expect(cookie.attributes).toMatch(/SameSite=Lax/);
      expect(cookie.attributes).toMatch(/Max-Age=2592000/);
      expect(cookie.attributes).not.toMatch(/HttpOnly/);
    }
    // Logged in: the cookies' token opens the account, and the order is in it.
    const signedIn = await host.api.request('GET', '/api/v1/user/orders/', { token: cookies.__uul!.value });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject([{ uuid }]);

    expect(account).toMatchObject({ first_name: 'Lena', last_name: 'Wolf', verified: 0 });
    expect(
      lastMailLinks(host.api, email).some((link) => link.includes(`/doi/thankyou/${account.hash}/?token=`)),
    ).toBe(true);
    // Logged in on the storefront, the customer finds the order in the API's orders, shaped as ever.
    const session = await login(host.api, email, 'Fussball-2026');
    const orders = await host.api.request('GET', '/api/v1/user/orders/', { token: session.token });
    expect(orders.body.data).toMatchObject([
      {
        uuid,
        status: 'received',
        totals: { total: 1995 + 490, totalFormatted: '€24.85' },
        paymentMethod: 'invoice',
      },
    ]);
    const user = await host.api.request('GET', '/api/v1/user/', { token: session.token });
    expect(user.body.data.addresses.shipping).toMatchObject([
      { street: 'Landstraße', postal: '4020', city: 'Linz', isDefault: true, deliveryType: 'home' },
    ]);
    // Once attached, the order makes no second account.
    const again = await host.checkout.post(
      `/checkout/done/${uuid}/account/`,
      { __uuhlat: id },
      {
        csrf: csrfOf(done.text),
        password: 'Another-pass-1',
      },
    );
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(`/checkout/done/${uuid}/`);
  });

  it('when the email already has an account, then no second account is made, the order stays the guest’s and the owner is told, while the guest sees the same answer', async () => {
    const email = newEmail();
    await host.api.request('POST', '/api/v1/auth/register/', {
      body: {
        firstName: 'Vera',
        lastName: 'Kern',
        email,
        password: 'Owner-pass-1',
        password_confirmation: 'Owner-pass-1',
      },
    });
    const id = await guestWithCart();
    const uuid = orderUuidOf(
      (await order(id, { email, firstname: 'Lena', lastname: 'Wolf', ...HOME_IN_LINZ })).headers.get(
        'location',
      ),
    );
    const done = await host.checkout.page(`/checkout/done/${uuid}/`, { __uuhlat: id });
    const res = await host.checkout.post(
      `/checkout/done/${uuid}/account/`,
      { __uuhlat: id },
      {
        csrf: csrfOf(done.text),
        password: 'Fussball-2026',
      },
    );
    // The same answer: to the order in an account, with credentials (which open nothing here).
    expect(res.headers.get('location')).toBe(
      `${host.api.services.config.storefrontUrl}/my-account/order-details/${uuid}/`,
    );
    const cookies = shopCookies(res.headers);
    expect(Object.keys(cookies).sort()).toEqual(['__uuhlat', '__uul']);
    expect(
      (await host.api.request('GET', '/api/v1/user/', { token: cookies.__uul!.value })).status,
      'the credentials open nothing',
    ).toBe(403);
    expect(host.api.services.orders.find(uuid, { guestId: id }, 'en')?.customerId).toBeUndefined();
    const session = await login(host.api, email, 'Owner-pass-1');
    expect(
      (await host.api.request('GET', '/api/v1/user/orders/', { token: session.token })).body.data,
    ).toEqual([]);
    expect(
      host.api.services.outbox
        .list()
        .some((m) => m.recipient === email && m.subject === 'Someone tried to register with your address'),
    ).toBe(true);
  });

  it('when the password is too short, then the confirmation asks again and no account is made', async () => {
    const id = await guestWithCart();
    const email = newEmail();
    const uuid = orderUuidOf(
      (await order(id, { email, firstname: 'Lena', lastname: 'Wolf', ...HOME_IN_LINZ })).headers.get(
        'location',
      ),
    );
    const done = await host.checkout.page(`/checkout/done/${uuid}/`, { __uuhlat: id });
    const res = await host.checkout.post(
      `/checkout/done/${uuid}/account/`,
      { __uuhlat: id },
      {
        csrf: csrfOf(done.text),
        password: 'short',
      },
    );
    expect(res.status).toBe(422);
    expect(res.text).toContain('id="password-error"');
    expect(readable(res.text)).toContain('Please use at least 8 characters.');
    expect(host.api.services.accounts.findByEmail(email)).toBeUndefined();
  });

  it('when another visitor opens the confirmation or posts its account form, then it is not theirs', async () => {
    const id = await guestWithCart();
    const uuid = orderUuidOf(
      (
        await order(id, { email: newEmail(), firstname: 'Lena', lastname: 'Wolf', ...HOME_IN_LINZ })
      ).headers.get('location'),
    );
    const stranger = guestId();
    expect((await host.checkout.page(`/checkout/done/${uuid}/`, { __uuhlat: stranger })).status).toBe(404);
    expect((await host.checkout.page(`/checkout/done/${uuid}/`, {})).status).toBe(404);
    const res = await host.checkout.post(
      `/checkout/done/${uuid}/account/`,
      { __uuhlat: stranger },
      { password: 'Fussball-2026' },
    );
    expect(res.status).toBe(404);
    expect(host.api.services.orders.find(uuid, { guestId: id }, 'en')?.customerId).toBeUndefined();
  });

  it('when the form is sent twice (a double click), then the second finds the first order’s confirmation and nothing is ordered twice', async () => {
    const id = await guestWithCart();
    const email = newEmail();
    const form = await host.checkout.page('/checkout/', { __uuhlat: id });
    const fields = { csrf: csrfOf(form.text), email, firstname: 'Lena', lastname: 'Wolf', ...HOME_IN_LINZ };
    const first = await host.checkout.post('/checkout/', { __uuhlat: id }, fields);
    const second = await host.checkout.post('/checkout/', { __uuhlat: id }, fields);
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(host.api.services.outbox.list().filter((m) => m.recipient === email)).toHaveLength(1);
    // Without the form's token, an empty cart is only the cart.
    const stray = await host.checkout.post('/checkout/', { __uuhlat: id }, { ...fields, csrf: 'forged' });
    expect(stray.headers.get('location')).toBe('/');
  });

  it('when the email is not an address or the name is missing, then the form comes back with those fields marked and nothing is ordered', async () => {
    const id = await guestWithCart();
    const res = await order(id, { email: 'lena@', firstname: '', lastname: 'Wolf', ...HOME_IN_LINZ });
    expect(res.status).toBe(422);
    expect(res.text).toContain('id="email-error"');
    expect(res.text).toContain('id="firstname-error"');
    expect(readable(res.text)).toContain('Please enter a valid email address.');
    expect((await host.api.request('GET', '/api/v1/cart/', { uuid: id })).body.data.products).toHaveLength(1);
  });
});

describe('given the checkout form, only what was chosen is read', () => {
  it('when click & collect is chosen, then the address fields are not asked for, whatever they hold', async () => {
    const id = await guestWithCart();
    const res = await order(id, {
      email: newEmail(),
      firstname: 'Lena',
      lastname: 'Wolf',
      deliveryType: 'click_and_collect',
      store: 'salzburg',
      street: '',
      postal: 'not a postal code',
      city: 'x'.repeat(200),
      paymentMethod: 'eps',
    });
    expect(res.status).toBe(303);
    const placed = host.api.services.orders.find(
      orderUuidOf(res.headers.get('location')),
      { guestId: id },
      'en',
    );
    expect(placed?.order).toMatchObject({
      shippingAddress: { deliveryType: 'click_and_collect', city: 'Salzburg', firstname: 'Lena' },
      totals: { delivery: 0, total: 1995 },
      paymentMethod: 'eps',
    });
  });

  it('when home delivery is chosen, then the store is not asked for, and an incomplete address marks only its own fields', async () => {
    const id = await guestWithCart();
    const fine = await order(id, {
      email: newEmail(),
      firstname: 'Lena',
      lastname: 'Wolf',
      ...HOME_IN_LINZ,
      store: 'nowhere',
    });
    expect(fine.status).toBe(303);

    const next = await guestWithCart();
    const res = await order(next, {
      email: newEmail(),
      firstname: 'Lena',
      lastname: 'Wolf',
      deliveryType: 'home',
      store: 'nowhere',
      street: 'Landstraße',
      streetNo: '',
      postal: '0123',
      city: 'Linz',
      paymentMethod: 'card',
    });
    expect(res.status).toBe(422);
    const marked = [...res.text.matchAll(/id="([A-Za-z]+)-error"/g)].map((m) => m[1]).sort();
    expect(marked).toEqual(['postal', 'streetNo']);
    expect(readable(res.text)).toContain('Please enter a four-digit Austrian postal code.');
  });

  it('when the form is drawn, then the hidden part cannot hold it up: no field is natively required, and the style sheet hides the part not chosen', async () => {
    const id = await guestWithCart();
    const form = await host.checkout.page('/checkout/', { __uuhlat: id });
    expect(form.text).toMatch(/<form class="co-form"[^>]*novalidate/);
    expect(form.text).not.toMatch(/\srequired[\s>=]/);
    expect(form.text).toMatch(/<section class="co-card co-when-home">[\s\S]*name="street"/);
    expect(form.text).toMatch(/<section class="co-card co-when-collect">[\s\S]*name="store"/);
    const css = await host.checkout.page('/checkout.css', {});
    expect(css.text).toContain(
      '.co-form:has(#delivery-click_and_collect:checked) .co-when-home{display:none}',
    );
    expect(css.text).toContain('.co-form:has(#delivery-home:checked) .co-when-collect{display:none}');
    expect(form.text).toContain('id="delivery-home"');
    expect(form.text).toContain('id="delivery-click_and_collect"');
  });
});

/** The shop's cookies an answer sets: value and the attributes as written. */
function shopCookies(headers: Headers): Record<string, { value: string; attributes: string }> {
  const found: Record<string, { value: string; attributes: string }> = {};
  for (const line of headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const equals = pair.indexOf('=');
    const name = pair.slice(0, equals).trim();
    if (name === '__uul' || name === '__uuhlat') {
      found[name] = { value: decodeURIComponent(pair.slice(equals + 1)), attributes: attributes.join(';') };
    }
  }
  return found;
}
