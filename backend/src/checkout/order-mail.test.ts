import { describe, expect, it } from 'vitest';
import { guestId, newEmail, registerCustomer } from '../testing/customers';
import {
  checkoutHostForTests,
  csrfOf,
  HOME_IN_LINZ,
  orderUuidOf,
  readable,
} from '../testing/checkout-client';
import { MAIL_WIDTH } from './order-mail';

const host = checkoutHostForTests();

/** A guest's order of a scarf (€19.95) and a printed jersey, in `language`; answers the order, its mail and the guest id. */
async function guestOrder(language: 'en' | 'de') {
  const id = guestId();
  await host.api.request('POST', '/api/v1/cart/', { uuid: id, body: { productOption: 1021, amount: 1 } });
  await host.api.request('POST', '/api/v1/cart/', {
    uuid: id,
    body: { productOption: 1011, amount: 1, personalisation: { name: 'Alaba', number: 8 } },
  });
  const prefix = language === 'de' ? '/de' : '';
  const form = await host.checkout.page(`${prefix}/checkout/`, { __uuhlat: id });
  const email = newEmail();
  const res = await host.checkout.post(
    `${prefix}/checkout/`,
    { __uuhlat: id },
    { csrf: csrfOf(form.text), email, firstname: 'Lena', lastname: 'Wolf', ...HOME_IN_LINZ },
  );
  const uuid = orderUuidOf(res.headers.get('location'));
  const mail = host.api.services.outbox.list().find((m) => m.recipient === email)!;
  return { uuid, mail, id };
}

/** A new customer's order of a scarf, collected in Graz and paid there; answers the session and the order. */
async function customerCollects() {
  const session = await registerCustomer(host.api, { firstName: 'Eva' });
  await host.api.request('POST', '/api/v1/cart/', {
    uuid: session.uuid,
    token: session.token,
    body: { productOption: 1021, amount: 1 },
  });
  const form = await host.checkout.page('/checkout/', { __uul: session.token });
  const res = await host.checkout.post(
    '/checkout/',
    { __uul: session.token },
    { csrf: csrfOf(form.text), deliveryType: 'click_and_collect', store: 'graz', paymentMethod: 'collect' },
  );
  return { session, uuid: orderUuidOf(res.headers.get('location')) };
}

/** What a careful mail client accepts: inline styles only, tables for layout, nothing wider than 600 px. */
function expectMailClientSafe(html: string): void {
  expect(html).not.toMatch(/<style|<link|<script|<div|\sclass=/i);
  expect(html).not.toMatch(/display:\s*(flex|grid)|position:\s*(absolute|fixed|sticky)|@media/i);
  const widths = [...html.matchAll(/\swidth="(\d+)"/g)].map((m) => Number(m[1]));
  expect(Math.max(...widths)).toBeLessThanOrEqual(MAIL_WIDTH);
  expect(html).toContain(`max-width:${MAIL_WIDTH}px`);
  for (const table of html.match(/<table[^>]*>/g) ?? []) expect(table).toContain('role="presentation"');
  for (const img of html.match(/<img[^>]*>/g) ?? []) {
    expect(img).toMatch(/\swidth="\d+"/);
    expect(img).toMatch(/\sheight="\d+"/);
    expect(img).toMatch(/\salt="[^"]+"/);
  }
}

describe('given the order confirmation mail', () => {
  it('when a guest orders, then the HTML carries the logo, the lines with pictures and print, the VAT at 20 %, a button to the confirmation page and the footer; it passes the mail-client check', async () => {
    const { uuid, mail } = await guestOrder('en');
    const html = mail.html ?? '';
    expectMailClientSafe(html);
    expect(html).toContain('Rot-Weiß-Rot Fan Shop');
    expect(html).toContain(`src="${host.api.services.config.apiUrl}/images/products/102.svg"`);
    expect(html).toContain('Printed: ALABA · 8');
    // €19.95 + €107.95 (the jersey with its print) = €127.90, delivery free: 20 % VAT contained is €21.32.
    expect(html).toMatch(/Including 20 % VAT\s*<\/td\s*>\s*<td[^>]*>\s*€21\.32\s*</);
    expect(html).toContain(`href="${host.api.services.config.checkoutUrl}/checkout/done/${uuid}/"`);
    expect(html).toMatch(/>\s*View your order\s*<\/a\s*>/);
    expect(html).toContain('service@fanshop.example');
    expect(html).toContain(
      'Returns address:</strong> Fan Shop GmbH, Retouren, Lagerstraße 5, 2100 Korneuburg, Austria',
    );
    expect(html).toContain('FN 123456a · VAT ID ATU12345678');
    expect(html).toContain('/static/imprint/');
  });

  it('when a guest orders, then the plain text says the same: VAT, the order’s address, the contact and the returns address', async () => {
    const { uuid, mail } = await guestOrder('en');
    expect(mail.body).toContain('Total: €127.90\n  Including 20 % VAT: €21.32');
    expect(mail.body).toContain(
      `View your order: ${host.api.services.config.checkoutUrl}/checkout/done/${uuid}/`,
    );
    expect(mail.body).toContain(
      'Returns address: Fan Shop GmbH, Retouren, Lagerstraße 5, 2100 Korneuburg, Austria',
    );
    expect(mail.body).toContain('Questions about your order? Write to service@fanshop.example');
    expect(mail.body).not.toMatch(/<[a-z]/i);
  });

  it('when the order is German, then the mail is German in both parts', async () => {
    const { uuid, mail } = await guestOrder('de');
    expectMailClientSafe(mail.html ?? '');
    expect(mail.subject).toMatch(/^Deine Bestellung /);
    for (const part of [mail.html ?? '', mail.body]) {
      expect(part).toContain('inkl. 20 % MwSt.');
      expect(part).toContain('Rücksendeadresse');
      expect(part).toContain('Bestellung ansehen');
      expect(part).toContain(`/de/checkout/done/${uuid}/`);
      expect(part).toContain('2100 Korneuburg, Österreich');
    }
  });

  it('when a customer orders, then the button leads to the order in the account', async () => {
    const { uuid } = await customerCollects();
    const mail = host.api.services.outbox.list().find((m) => m.body.includes(uuid))!;
    expect(mail.html).toContain(
      `href="${host.api.services.config.storefrontUrl}/my-account/order-details/${uuid}/"`,
    );
    expect(mail.body).toContain('Payment: Pay on collection');
    // Collected in a store: no delivery to pay, and the VAT is that of the scarf alone (€19.95 → €3.33).
    expect(mail.body).toContain('Including 20 % VAT: €3.33');
  });
});

describe('given the printable invoice', () => {
  it('when the guest who ordered opens it, then it names seller, buyer, number, lines and the net and VAT per rate; nobody else sees it', async () => {
    const { uuid, id } = await guestOrder('en');
    const confirmation = await host.checkout.page(`/checkout/done/${uuid}/`, { __uuhlat: id });
    expect(confirmation.text).toContain(`href="/invoice/${uuid}/"`);
    const page = await host.checkout.page(`/invoice/${uuid}/`, { __uuhlat: id });
    expect(page.status).toBe(200);
    const text = readable(page.text);
    for (const part of [
      'Invoice AT',
      'Fan Shop GmbH Ernst-Happel-Straße 1 1020 Vienna Austria',
      'VAT ID ATU12345678',
      'Billed to Lena Wolf Landstraße 5 4020 Linz Austria',
      'Fan Scarf',
      'Net at 20 % €106.58',
      'VAT 20 % €21.32',
      'Total €127.90',
      'Please pay within 14 days of delivery',
    ])
      expect(text).toContain(part);
    expect(page.text).toContain('<script type="module" src="/checkout.js"></script>');
    expect((await host.checkout.page(`/invoice/${uuid}/`, { __uuhlat: guestId() })).status).toBe(404);
  });

  it('when a customer lists orders in the API, then each names its invoice on the checkout host, in the language asked for', async () => {
    const { session, uuid } = await customerCollects();
    const { checkoutUrl } = host.api.services.config;
    const list = await host.api.request('GET', '/api/v1/user/orders/', { token: session.token });
    expect(list.body.data).toMatchObject([{ uuid, invoiceUrl: `${checkoutUrl}/invoice/${uuid}/` }]);
    const german = await host.api.request('GET', `/api/v1/user/order/${uuid}/`, {
      token: session.token,
      headers: { 'Accept-Language': 'de-AT' },
    });
    expect(german.body.data).toMatchObject({ invoiceUrl: `${checkoutUrl}/de/invoice/${uuid}/` });
    const invoice = await host.checkout.page(`/de/invoice/${uuid}/`, { __uul: session.token });
    expect(readable(invoice.text)).toContain('USt. 20 % € 3,33');
  });
});
