import { describe, expect, it } from 'vitest';
import { deliveryWindow, DELIVERY_PRICE, formatPrice } from '@fanshop/core/pricing';
import { formatShortDay } from '@fanshop/core/shared';
import { guestId, newEmail, registerCustomer } from '../testing/customers';
import { csrfOf, orderUuidOf, readable, checkoutHostForTests } from '../testing/checkout-client';

const host = checkoutHostForTests();

/** A guest id with a scarf (€19.95, German name "Fan Scarf (DE)" in the test catalogue) in its cart. */
async function guestWithScarf(): Promise<string> {
  const id = guestId();
  await host.api.request('POST', '/api/v1/cart/', { uuid: id, body: { productOption: 1021 } });
  return id;
}

const NBSP = '\u00a0';

describe('given a shopper who comes to the checkout in German', () => {
  it('when the link says ?lang=de, then the cart is German: texts, product names, prices in the German format and German links', async () => {
    const id = await guestWithScarf();
    const res = await host.checkout.page('/?lang=de', { __uuhlat: id });
    expect(res.text).toContain('<html lang="de-AT">');
    expect(res.text).toContain('Dein Warenkorb');
    expect(res.text).toContain('Fan Scarf (DE)');
    expect(res.text).not.toContain('Fan Scarf<');
    expect(res.text).toContain(`€${NBSP}19,95`);
    expect(res.text).toContain(`€${NBSP}24,85`);
    expect(res.text).toContain('href="/de/checkout/"');
    expect(res.text).toContain('href="http://127.0.0.1:3000/de/p/product-102/"');
    expect(res.text).toContain(
      'href="http://127.0.0.1:3000/de/login/?redirect=http%3A%2F%2F127.0.0.1%3A4100%2Fde%2F"',
    );
  });

  it('when the path is /de/, then the form is German, with the delivery price and core’s estimate in German, and the order button’s legal wording', async () => {
    const id = await guestWithScarf();
    const form = await host.checkout.page('/de/checkout/', { __uuhlat: id });
    expect(form.status).toBe(200);
    const { from, to } = deliveryWindow(host.api.clock.now());
    const text = readable(form.text);
    expect(text).toContain(
      `${formatPrice(DELIVERY_PRICE, 'de-AT')} · Lieferung in Österreich: ${formatShortDay(from, 'de-AT')} – ${formatShortDay(to, 'de-AT')}`.replace(
        /\s+/g,
        ' ',
      ),
    );
    expect(form.text).toContain('>Zahlungspflichtig bestellen</button>');
    expect(form.text).toContain('action="/de/checkout/"');
    for (const label of [
      'E-Mail-Adresse',
      'Vorname',
      'Nachname',
      'Straße',
      'Postleitzahl',
      'Ort',
      'Rechnung',
    ]) {
      expect(text).toContain(label);
    }
  });

  it('when the language cookie the storefront writes says de-AT, then the checkout is German without a German link, over an English browser', async () => {
    const id = await guestWithScarf();
    const res = await host.checkout.page(
      '/',
      { __uuhlat: id, i18next: 'de-AT' },
      { headers: { 'Accept-Language': 'en-US' } },
    );
    expect(res.text).toContain('Dein Warenkorb');
    // Its own links carry the language, so the next page stays German whatever the cookie does.
    expect(res.text).toContain('href="/de/checkout/"');
  });

  it('when an English link meets a German cookie, then the page is English and its links keep ?lang=en', async () => {
    const id = await guestWithScarf();
    const res = await host.checkout.page('/?lang=en', { __uuhlat: id, i18next: 'de-AT' });
    expect(res.text).toContain('Your cart');
    expect(res.text).toContain('Fan Scarf<');
    expect(res.text).toContain('€19.95');
    expect(res.text).toContain('href="/checkout/?lang=en"');
  });

  it('when ordering in German, then the confirmation page and the mail are German, with the German names and prices', async () => {
    // A Monday in November: the estimate's days are abbreviated ("Mi., 25. Nov.").
    const monday = Date.UTC(2026, 10, 23, 9);
    if (host.api.clock.now() < monday) host.api.clock.advance(monday - host.api.clock.now());
    const id = await guestWithScarf();
    const email = newEmail();
    const form = await host.checkout.page('/de/checkout/', { __uuhlat: id });
    const res = await host.checkout.order(
      '/de/checkout/',
      { __uuhlat: id },
      {
        csrf: csrfOf(form.text),
        email,
        firstname: 'Lena',
        lastname: 'Wolf',
        deliveryType: 'home',
        street: 'Landstraße',
        streetNo: '5',
        postal: '4020',
        city: 'Linz',
        paymentMethod: 'invoice',
      },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/de\/checkout\/done\//);
    const uuid = orderUuidOf(res.headers.get('location'));
    const done = await host.checkout.page(res.headers.get('location')!, { __uuhlat: id });
    const text = readable(done.text);
    // The German days end in a full stop ("2. Dez."): a sentence after them gets no second one.
    expect(text).toContain('Voraussichtliche Lieferung:');
    expect(text).not.toMatch(/\.\./);
    expect(text).toContain('Danke für deine Bestellung!');
    expect(text).toContain('Fan Scarf (DE)');
    expect(text).toContain('Rechnung');
    expect(done.text).toContain(`€${NBSP}24,85`);
    expect(done.text).toContain(`action="/de/checkout/done/${uuid}/account/"`);

    const mail = host.api.services.outbox.list().find((m) => m.recipient === email)!;
    expect(mail.subject).toMatch(/^Deine Bestellung AT\d{4}-\d{6}$/);
    expect(mail.body).toContain('1 × Fan Scarf (DE), Größe One size');
    expect(mail.body).toContain(`Gesamt: €${NBSP}24,85`);
    expect(mail.body).toContain('Zahlung: Rechnung');
    expect(mail.html).toContain('Danke für deine Bestellung!');
  });

  it('when a German customer orders, then the mail links to the order in the German account and the API lists it as ever', async () => {
    const session = await registerCustomer(host.api);
    await host.api.request('POST', '/api/v1/cart/', {
      uuid: session.uuid,
      token: session.token,
      body: { productOption: 1021 },
    });
    const form = await host.checkout.page('/checkout/?lang=de', { __uul: session.token });
    const res = await host.checkout.order(
      '/de/checkout/',
      { __uul: session.token },
      { csrf: csrfOf(form.text), deliveryType: 'click_and_collect', store: 'graz', paymentMethod: 'paypal' },
    );
    const uuid = orderUuidOf(res.headers.get('location'));
    const mail = host.api.services.outbox
      .list()
      .find((m) => m.recipient === session.email && m.subject.startsWith('Deine'))!;
    expect(mail.body).toContain(`http://127.0.0.1:3000/de/my-account/order-details/${uuid}/`);
    const orders = await host.api.request('GET', '/api/v1/user/orders/', {
      token: session.token,
      headers: { 'Accept-Language': 'de-AT' },
    });
    expect(orders.body.data).toMatchObject([
      {
        uuid,
        lines: [{ name: 'Fan Scarf (DE)', linePriceFormatted: `€${NBSP}19,95` }],
        shippingAddress: { deliveryType: 'click_and_collect', city: 'Graz' },
        paymentMethod: 'paypal',
      },
    ]);
  });
});
