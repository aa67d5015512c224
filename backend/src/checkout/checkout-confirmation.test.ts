import { describe, expect, it } from 'vitest';
import { deliveryWindow, DELIVERY_PRICE, formatPrice } from '@fanshop/core/pricing';
import { formatLongDate, formatShortDay } from '@fanshop/core/shared';
import { registerCustomer, type Session } from '../testing/customers';
import { csrfOf, orderUuidOf, readable, checkoutHostForTests } from '../testing/checkout-client';

const host = checkoutHostForTests();

async function customerWith(...options: [optionId: number, amount: number][]): Promise<Session> {
  const session = await registerCustomer(host.api, { firstName: 'Eva', lastName: 'Lang' });
  for (const [productOption, amount] of options) {
    await host.api.request('POST', '/api/v1/cart/', {
      uuid: session.uuid,
      token: session.token,
      body: { productOption, amount },
    });
  }
  return session;
}

const days = (at: number, language: 'en-US' | 'de-AT' = 'en-US') => {
  const { from, to } = deliveryWindow(at);
  return `${formatShortDay(from, language)} – ${formatShortDay(to, language)}`;
};

describe('given the checkout form of a customer', () => {
  it('when the goods are under € 50, then home delivery costs core’s price and shows core’s estimate; click & collect is free', async () => {
    const session = await customerWith([1021, 1]);
    const form = await host.checkout.page('/checkout/', { __uul: session.token });
    const text = readable(form.text);
    expect(text).toContain(
      `Home delivery ${formatPrice(DELIVERY_PRICE, 'en-US')} · Delivery in Austria: ${days(host.api.clock.now())}`,
    );
    expect(text).toContain(
      `Click & collect Free in one of our fan shops · Ready to collect: ${days(host.api.clock.now())}`,
    );
    expect(text).toContain('Add €30.05 more for free delivery.');
    // The summary carries both totals; the chosen delivery decides which one shows.
    expect(form.text).toMatch(
      /class="co-when-home">\s*<dt class="co-totals__total">Total<\/dt>\s*<dd class="co-totals__total">€24.85/,
    );
    expect(form.text).toMatch(
      /class="co-when-collect">\s*<dt class="co-totals__total">Total<\/dt>\s*<dd class="co-totals__total">€19.95/,
    );
    expect(form.text).toContain('>Place order and pay</button>');
    expect(form.text).toContain('href="http://127.0.0.1:3000/static/terms/"');
  });

  it('when the goods reach € 50, then home delivery is free, as the product page promises', async () => {
    const session = await customerWith([1011, 1]);
    const text = readable((await host.checkout.page('/checkout/', { __uul: session.token })).text);
    expect(text).toContain(`Home delivery Free · Delivery in Austria: ${days(host.api.clock.now())}`);
    expect(text).toContain('Your order ships free.');
  });

  it('when the customer has saved addresses, then the home ones are offered with the default chosen', async () => {
    const session = await customerWith([1021, 1]);
    for (const [city, isDefault, deliveryType] of [
      ['Graz', false, 'home'],
      ['Linz', true, 'home'],
      ['Wien', false, 'click_and_collect'],
    ] as const) {
      await host.api.request('POST', '/api/v1/user/address/shipping/', {
        token: session.token,
        body: {
          firstname: 'Eva',
          lastname: 'Lang',
          street: 'Hauptplatz',
          streetNo: '1',
          postal: '8010',
          city,
          countryId: 40,
          deliveryType,
          isDefault,
        },
      });
    }
    const form = await host.checkout.page('/checkout/', { __uul: session.token });
    const offered = [
      ...form.text.matchAll(/name="addressUuid"\s+value="([^"]+)"\s+id="[^"]+"\s*(checked)?/g),
    ].map((m) => [m[1]!.length === 36 ? 'saved' : m[1], m[2] ?? '']);
    expect(offered).toEqual([
      ['saved', 'checked'],
      ['saved', ''],
      ['new', ''],
    ]);
    expect(readable(form.text)).toContain('Hauptplatz 1, 8010 Linz');
    expect(readable(form.text)).not.toContain('8010 Wien');
  });
});

describe('given a customer who placed an order', () => {
  it('when the confirmation shows, then it has the number, the items with pictures, address, delivery, payment and totals, and the mail says the same', async () => {
    const session = await customerWith([1011, 1], [1021, 2]);
    const form = await host.checkout.page('/checkout/', { __uul: session.token });
    const res = await host.checkout.order(
      '/checkout/',
      { __uul: session.token },
      {
        csrf: csrfOf(form.text),
        deliveryType: 'home',
        addressUuid: 'new',
        firstname: 'Eva',
        lastname: 'Lang',
        street: 'Hauptplatz',
        streetNo: '1',
        postal: '8010',
        city: 'Graz',
        paymentMethod: 'paypal',
      },
    );
    const uuid = orderUuidOf(res.headers.get('location'));
    const order = host.api.services.orders.find(
      uuid,
      { customerId: host.api.services.accounts.customerByToken(session.token)!.id },
      'en',
    )!;
    const done = await host.checkout.page(`/checkout/done/${uuid}/`, { __uul: session.token });
    const text = readable(done.text);

    expect(text).toContain(`Order number: ${order.order.number}`);
    expect(text).toContain('Total: €129.85');
    expect(text).toContain(`Ordered on: ${formatLongDate(order.placedAt, 'en-US')}`);
    expect(text).toContain(`We have sent the confirmation to ${session.email}.`);
    // What happens next, in order: the mail, the delivery with its days, the tracking (in the account too).
    expect(text).toContain(
      'What happens next Your confirmation mail is on its way: keep it, it holds everything about your order. ' +
        `We pack your order and hand it to the carrier. Expected delivery: ${days(order.placedAt)}. ` +
        "When it leaves our warehouse, a mail brings the carrier's tracking link, and the order in your account shows where it is.",
    );
    for (const picture of ['101', '102']) {
      expect(done.text).toContain(
        `<img class="co-line__image" src="http://127.0.0.1:4000/images/products/${picture}.svg"`,
      );
    }
    expect(text).toContain('Austria Home Jersey 2026 Size S Qty 1 €89.95');
    expect(text).toContain('Fan Scarf Size One size Qty 2 €19.95 each €39.90');
    expect(text).toContain('Delivery address Eva Lang Hauptplatz 1 8010 Graz Austria');
    expect(text).toContain(`Expected delivery ${days(order.placedAt)}`);
    expect(text).toContain('Delivery Home delivery');
    expect(text).toContain('Payment PayPal');
    expect(text).toContain('Subtotal €129.85 Delivery Free Total €129.85');
    expect(done.text).toContain(`href="http://127.0.0.1:3000/my-account/order-details/${uuid}/"`);
    expect(done.text).toContain('href="http://127.0.0.1:3000/my-account/orders/"');
    // A customer's order is in the account already: nothing to make an account of.
    expect(done.text).not.toContain('type="password"');

    const mail = host.api.services.outbox
      .list()
      .find((m) => m.recipient === session.email && m.subject.startsWith('Your order'))!;
    expect(mail.subject).toBe(`Your order ${order.order.number}`);
    for (const part of [
      'Hello Eva,',
      '1 × Austria Home Jersey 2026, size S: €89.95',
      '2 × Fan Scarf, size One size: €39.90',
      'Subtotal: €129.85',
      'Delivery: Free',
      'Total: €129.85',
      'Delivery address:\n  Eva Lang\n  Hauptplatz 1\n  8010 Graz\n  Austria',
      `Expected delivery: ${days(order.placedAt)}`,
      'Payment: PayPal',
      `http://127.0.0.1:3000/my-account/order-details/${uuid}/`,
    ]) {
      expect(mail.body).toContain(part);
    }
    expect(mail.html).toContain('http://127.0.0.1:4000/images/products/101.svg');
    expect(mail.html).toContain('Eva Lang<br />Hauptplatz 1<br />8010 Graz<br />Austria');
  });

  it('when collecting in a store, then the confirmation names the store and when it is ready, and who may collect', async () => {
    const session = await customerWith([1021, 1]);
    const form = await host.checkout.page('/checkout/', { __uul: session.token });
    const res = await host.checkout.order(
      '/checkout/',
      { __uul: session.token },
      {
        csrf: csrfOf(form.text),
        deliveryType: 'click_and_collect',
        store: 'salzburg',
        paymentMethod: 'card',
      },
    );
    const done = readable(
      (await host.checkout.page(res.headers.get('location')!, { __uul: session.token })).text,
    );
    expect(done).toContain('Collect at Fan Shop Salzburg Getreidegasse 20 5020 Salzburg');
    expect(done).toContain('Ready to collect');
    expect(done).toContain('To be collected by Eva Lang with the order number and a photo ID.');
    expect(done).toContain('Delivery Click & collect');
    expect(done).toContain('We get your order ready in the fan shop. Ready to collect:');
    expect(done).toContain('A mail tells you when it is ready. Bring your order number and a photo ID.');
  });
});
