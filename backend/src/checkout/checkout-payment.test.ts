import { describe, expect, it } from 'vitest';
import { PAYMENT_OPEN_MS } from '@fanshop/core/account';
import { guestId, newEmail } from '../testing/customers';
import {
  checkoutHostForTests,
  csrfOf,
  HOME_IN_LINZ,
  orderUuidOf,
  readable,
} from '../testing/checkout-client';

const host = checkoutHostForTests();

/** A guest with a scarf (€19.95) in the cart who sends the form with `fields`; answers the id and the answer. */
async function guestSends(fields: Record<string, string>) {
  const id = guestId();
  await host.api.request('POST', '/api/v1/cart/', { uuid: id, body: { productOption: 1021, amount: 1 } });
  const form = await host.checkout.page('/checkout/', { __uuhlat: id });
  const email = newEmail();
  const res = await host.checkout.post(
    '/checkout/',
    { __uuhlat: id },
    { csrf: csrfOf(form.text), email, firstname: 'Lena', lastname: 'Wolf', ...HOME_IN_LINZ, ...fields },
  );
  return { id, email, res };
}

/** Sends the provider's answer from its page, as the shopper's button does. */
async function answer(id: string, provider: string, what: 'approve' | 'decline' | 'cancel') {
  const page = await host.checkout.page(provider, { __uuhlat: id });
  return host.checkout.post(`${provider}${what}/`, { __uuhlat: id }, { csrf: csrfOf(page.text) });
}

const ordersOf = (id: string) =>
  host.api.services.db.prepare('SELECT uuid FROM orders WHERE guest_id = ?').pluck().all(id) as string[];
const cartOf = async (id: string) =>
  ((await host.api.request('GET', '/api/v1/cart/', { uuid: id })).body.data as { products: unknown[] })
    .products;

describe('given a shopper who pays by card, PayPal or eps', () => {
  it('when the form is sent, then the provider’s page comes first, clearly a test, and nothing is ordered yet', async () => {
    const { id, res } = await guestSends({ paymentMethod: 'card' });
    expect(res.status).toBe(303);
    const provider = res.headers.get('location') ?? '';
    expect(provider).toMatch(/^\/pay\/[0-9a-f-]{36}\/$/);
    expect(ordersOf(id)).toEqual([]);

    const page = await host.checkout.page(provider, { __uuhlat: id });
    expect(page.status).toBe(200);
    const text = readable(page.text);
    expect(text).toContain('Test payment: approve or decline');
    expect(text).toContain('no money moves');
    expect(text).toContain('€24.85');
    expect(text).toContain('Credit card');
    expect(page.text).toContain('<svg class="co-mark"');
    for (const label of ['Approve payment', 'Decline payment', 'Cancel and return to the checkout'])
      expect(text).toContain(label);
    // Only the payer sees it.
    expect((await host.checkout.page(provider, { __uuhlat: guestId() })).status).toBe(404);
  });

  it('when the provider approves, even twice, then one order is placed, the cart empties and one mail goes out', async () => {
    const { id, email, res } = await guestSends({ paymentMethod: 'paypal' });
    const provider = res.headers.get('location') ?? '';
    const page = await host.checkout.page(provider, { __uuhlat: id });
    const csrf = csrfOf(page.text);
    const [first, second] = await Promise.all(
      [0, 1].map(() => host.checkout.post(`${provider}approve/`, { __uuhlat: id }, { csrf })),
    );
    const uuid = orderUuidOf(first!.headers.get('location'));
    expect(orderUuidOf(second!.headers.get('location'))).toBe(uuid);
    const third = await host.checkout.post(`${provider}approve/`, { __uuhlat: id }, { csrf });
    expect(third.headers.get('location')).toBe(`/checkout/done/${uuid}/`);

    expect(ordersOf(id)).toEqual([uuid]);
    expect(host.api.services.orders.find(uuid, { guestId: id }, 'en')?.order.paymentMethod).toBe('paypal');
    expect(await cartOf(id)).toEqual([]);
    expect(host.api.services.outbox.list().filter((m) => m.recipient === email)).toHaveLength(1);
    // The provider's page of a settled payment leads to its order.
    const again = await host.checkout.page(provider, { __uuhlat: id });
    expect(again.headers.get('location')).toBe(`/checkout/done/${uuid}/`);
  });

  it('when the provider declines, then no order, the cart stays, the form comes back as sent and says so; a late approval changes nothing', async () => {
    const { id, email, res } = await guestSends({ paymentMethod: 'eps' });
    const provider = res.headers.get('location') ?? '';
    const declined = await answer(id, provider, 'decline');
    expect(declined.status).toBe(303);
    const back = declined.headers.get('location') ?? '';
    expect(back).toMatch(/^\/checkout\/\?payment=[0-9a-f-]{36}$/);

    const form = await host.checkout.page(back, { __uuhlat: id });
    expect(form.status).toBe(200);
    expect(readable(form.text)).toContain(
      'Your payment was declined. No order was placed, and your cart is as it was.',
    );
    expect(form.text).toContain(`value="${email}"`);
    expect(form.text).toMatch(/value="eps"\s+id="payment-eps"\s+checked/);
    expect(ordersOf(id)).toEqual([]);
    expect(await cartOf(id)).toHaveLength(1);

    const late = await host.checkout.post(
      `${provider}approve/`,
      { __uuhlat: id },
      { csrf: csrfOf(form.text) },
    );
    expect(late.headers.get('location')).toBe(back);
    expect(ordersOf(id)).toEqual([]);
  });

  it('when the shopper cancels at the provider, then no order and the form says they cancelled', async () => {
    const { id, res } = await guestSends({ paymentMethod: 'card' });
    const cancelled = await answer(id, res.headers.get('location') ?? '', 'cancel');
    const form = await host.checkout.page(cancelled.headers.get('location') ?? '', { __uuhlat: id });
    expect(readable(form.text)).toContain('You cancelled the payment. No order was placed');
    expect(ordersOf(id)).toEqual([]);
  });

  it('when the payment is left open too long, then an approval places nothing and the form asks to send it again', async () => {
    const { id, res } = await guestSends({ paymentMethod: 'card' });
    const provider = res.headers.get('location') ?? '';
    const page = await host.checkout.page(provider, { __uuhlat: id });
    host.api.clock.advance(PAYMENT_OPEN_MS + 1);
    const late = await host.checkout.post(
      `${provider}approve/`,
      { __uuhlat: id },
      { csrf: csrfOf(page.text) },
    );
    const form = await host.checkout.page(late.headers.get('location') ?? '', { __uuhlat: id });
    expect(readable(form.text)).toContain('The payment took too long and was stopped.');
    expect(ordersOf(id)).toEqual([]);
  });

  it('when an answer comes without the page’s token, then nothing is decided', async () => {
    const { id, res } = await guestSends({ paymentMethod: 'card' });
    const provider = res.headers.get('location') ?? '';
    const forged = await host.checkout.post(`${provider}approve/`, { __uuhlat: id }, { csrf: 'forged' });
    expect(forged.status).toBe(422);
    expect(ordersOf(id)).toEqual([]);
    expect((await answer(id, provider, 'approve')).status).toBe(303);
    expect(ordersOf(id)).toHaveLength(1);
  });
});

describe('given a shopper who pays by invoice or on collection', () => {
  it('when paying by invoice, then the order is placed at once', async () => {
    const { id, res } = await guestSends({ paymentMethod: 'invoice' });
    expect(ordersOf(id)).toEqual([orderUuidOf(res.headers.get('location'))]);
  });

  it('when paying on collection, then only with click & collect, and then at once', async () => {
    const home = await guestSends({ paymentMethod: 'collect' });
    expect(home.res.status).toBe(422);
    expect(readable(home.res.text)).toContain('Payment');
    expect(ordersOf(home.id)).toEqual([]);

    const collect = await guestSends({
      paymentMethod: 'collect',
      deliveryType: 'click_and_collect',
      store: 'graz',
    });
    const uuid = orderUuidOf(collect.res.headers.get('location'));
    expect(host.api.services.orders.find(uuid, { guestId: collect.id }, 'en')?.order).toMatchObject({
      paymentMethod: 'collect',
      shippingAddress: { deliveryType: 'click_and_collect', city: 'Graz' },
    });
  });

  it('when the form is drawn, then every way to pay has its drawn mark and hint, and paying on collection shows only for a store', async () => {
    const id = guestId();
    await host.api.request('POST', '/api/v1/cart/', { uuid: id, body: { productOption: 1021, amount: 1 } });
    const form = await host.checkout.page('/checkout/', { __uuhlat: id });
    expect(form.text.match(/<svg class="co-mark"/g)).toHaveLength(5);
    expect(form.text).toMatch(/<div class="choice co-when-collect">\s*<input[^>]+value="collect"/);
    expect(readable(form.text)).toContain('Pay within 14 days of delivery');
    expect(readable(form.text)).not.toContain('no payment is taken');
  });
});

describe('given the phone number for the carrier', () => {
  it('when a guest gives one with home delivery, then the order keeps it and the confirmation shows it', async () => {
    const { id, res } = await guestSends({ paymentMethod: 'invoice', phone: ' +43 664 123 45 67 ' });
    const uuid = orderUuidOf(res.headers.get('location'));
    expect(host.api.services.orders.find(uuid, { guestId: id }, 'en')?.order.shippingAddress).toMatchObject({
      phone: '+43 664 123 45 67',
    });
    const done = await host.checkout.page(`/checkout/done/${uuid}/`, { __uuhlat: id });
    expect(readable(done.text)).toContain('+43 664 123 45 67');
  });

  it('when it is left out, then nothing is asked; when it is not a number, then only it is marked', async () => {
    const none = await guestSends({ paymentMethod: 'invoice', phone: '' });
    expect(none.res.status).toBe(303);
    const bad = await guestSends({ paymentMethod: 'invoice', phone: 'call me maybe' });
    expect(bad.res.status).toBe(422);
    const marked = [...bad.res.text.matchAll(/id="([A-Za-z]+)-error"/g)].map((m) => m[1]);
    expect(marked).toEqual(['phone']);
    expect(readable(bad.res.text)).toContain('Please enter a phone number of digits');
    expect(bad.res.text).toMatch(
      /<label class="field__label" for="field-phone"\s*>\s*Phone \(optional\)\s*<\/label\s*>/,
    );
    expect(bad.res.text).not.toMatch(/id="field-phone"[^>]*aria-required/);
  });

  it('when collecting in a store, then a phone number is not read', async () => {
    const collect = await guestSends({
      paymentMethod: 'invoice',
      deliveryType: 'click_and_collect',
      store: 'graz',
      phone: 'not a number',
    });
    expect(collect.res.status).toBe(303);
  });
});
