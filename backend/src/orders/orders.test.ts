import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeCatalogue } from '../testing/fake-catalogue';
import { registerCustomer } from '../testing/customers';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let catalogue: FakeCatalogue;
beforeAll(async () => {
  catalogue = new FakeCatalogue();
  server = await startTestServer({ catalogue });
});
afterAll(() => server.close());

const address = {
  firstname: 'Anna',
  lastname: 'Berger',
  street: 'Mariahilfer Straße',
  streetNo: '12',
  postal: '1060',
  city: 'Wien',
  countryId: 40,
  deliveryType: 'home' as const,
};

describe('given a customer with a placed order', () => {
  it('when listing and opening orders, then they carry lines, totals in cents, address and payment', async () => {
    const session = await registerCustomer(server);
    await server.request('POST', '/api/v1/cart/', {
      uuid: session.uuid,
      token: session.token,
      body: { productOption: 1021, amount: 2 },
    });
    const customer = server.services.accounts.customerByToken(session.token)!;
    const placed = server.services.orders.place(customer, { address, paymentMethod: 'paypal' }, 'en');

    const list = await server.request('GET', '/api/v1/user/orders/', { token: session.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0].uuid).toBe(placed.uuid);

    const one = await server.request('GET', `/api/v1/user/order/${placed.uuid}/`, { token: session.token });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      uuid: placed.uuid,
      number: expect.stringMatching(/^AT2026-\d{6}$/),
      status: 'received',
      lines: [
        {
          name: 'Fan Scarf',
          brand: 'Puma',
          size: 'One size',
          quantity: 2,
          unitPrice: 1995,
          linePrice: 3990,
          image: '/images/products/102.svg',
        },
      ],
      totals: { subtotal: 3990, delivery: 490, total: 4480, totalFormatted: '€44.80' },
      shippingAddress: address,
      paymentMethod: 'paypal',
    });
    expect(new Date(one.body.data.createdAt).toISOString()).toBe(one.body.data.createdAt);
    // Ordering took the stock and emptied the cart.
    expect(catalogue.products[1]!.options[0]!.stock).toBe(98);
    const cart = await server.request('GET', '/api/v1/cart/', { uuid: session.uuid, token: session.token });
    expect(cart.body.data.products).toEqual([]);
  });

  it("when opening someone else's order or an unknown one, then 404", async () => {
    const owner = await registerCustomer(server);
    const other = await registerCustomer(server);
    await server.request('POST', '/api/v1/cart/', {
      uuid: owner.uuid,
      token: owner.token,
      body: { productOption: 1011 },
    });
    const placed = server.services.orders.place(
      server.services.accounts.customerByToken(owner.token)!,
      { address, paymentMethod: 'card' },
      'en',
    );
    const res = await server.request('GET', `/api/v1/user/order/${placed.uuid}/`, { token: other.token });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: { order: 'not found' }, codes: { order: 'not-found' } });
    expect(
      (await server.request('GET', '/api/v1/user/order/not-a-uuid/', { token: owner.token })).status,
    ).toBe(404);
    expect((await server.request('GET', '/api/v1/user/orders/', { token: other.token })).body).toEqual({
      data: [],
    });
  });

  it('when the cart holds nothing orderable, then placing fails with 422 and nothing is stored', async () => {
    const session = await registerCustomer(server);
    const customer = server.services.accounts.customerByToken(session.token)!;
    expect(() => server.services.orders.place(customer, { address, paymentMethod: 'card' }, 'en')).toThrow(
      /nothing in the cart/,
    );
    expect(server.services.orders.list(customer.id, 'en')).toEqual([]);
  });

  it('when the stock is gone at the last moment, then nothing is ordered and no stock is taken', async () => {
    const session = await registerCustomer(server);
    await server.request('POST', '/api/v1/cart/', {
      uuid: session.uuid,
      token: session.token,
      body: { productOption: 1021 },
    });
    await server.request('POST', '/api/v1/cart/', {
      uuid: session.uuid,
      token: session.token,
      body: { productOption: 1031 },
    });
    const customer = server.services.accounts.customerByToken(session.token)!;
    const scarf = catalogue.products[1]!.options[0]!;
    const before = scarf.stock;
    const take = catalogue.takeStock.bind(catalogue);
    catalogue.takeStock = (optionId, quantity) => (optionId === 1031 ? false : take(optionId, quantity));
    try {
      expect(() => server.services.orders.place(customer, { address, paymentMethod: 'card' }, 'en')).toThrow(
        /sold out/,
      );
    } finally {
      catalogue.takeStock = take;
    }
    expect(server.services.orders.list(customer.id, 'en')).toEqual([]);
    const cart = await server.request('GET', '/api/v1/cart/', { uuid: session.uuid, token: session.token });
    expect(cart.body.data.products).toHaveLength(2);
    // The fake keeps stock in memory; the real catalogue keeps it in the same transaction.
    expect(scarf.stock).toBe(before - 1);
  });
});
