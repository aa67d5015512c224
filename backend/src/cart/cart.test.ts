import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeCatalogue } from '../testing/fake-catalogue';
import { guestId, login, registerCustomer } from '../testing/customers';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let catalogue: FakeCatalogue;
beforeAll(async () => {
  catalogue = new FakeCatalogue();
  server = await startTestServer({ catalogue });
});
afterAll(() => server.close());

const cart = (uuid: string, token?: string, language?: string) =>
  server.request('GET', '/api/v1/cart/', {
    uuid,
    token,
    headers: language ? { 'Accept-Language': language } : {},
  });
const add = (uuid: string, body: unknown, token?: string) =>
  server.request('POST', '/api/v1/cart/', { uuid, token, body });

describe('given the request id header', () => {
  it.each([
    ['GET', '/api/v1/cart/'],
    ['POST', '/api/v1/cart/'],
    ['DELETE', '/api/v1/cart/hash/abc/'],
    ['POST', '/api/v1/cart/merge/'],
    ['GET', '/api/v1/wishlist/'],
    ['POST', '/api/v1/wishlist/'],
    ['DELETE', '/api/v1/wishlist/101'],
    ['POST', '/api/v1/wishlist/merge/'],
  ])(
    'when %s %s has none, then 401 no uuid header; when malformed, then 422 invalid uuid',
    async (method, path) => {
      const missing = await server.request(method, path, {
        body: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(missing.status).toBe(401);
      expect(missing.body).toEqual({ errors: { uuid: 'no uuid header' }, codes: { uuid: 'no-uuid-header' } });
      for (const bad of ['nope', 'u123', 'x3f1c2a4e-6a1b-4c2d-9e3f-0a1b2c3d4e5f', `${guestId()}0`]) {
        const res = await server.request(method, path, {
          uuid: bad,
          body: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        expect(res.status).toBe(422);
        expect(res.body).toEqual({ errors: { uuid: 'invalid uuid' }, codes: { uuid: 'invalid-uuid' } });
      }
    },
  );

  it('when a bad token comes with a guest id, then 403 invalid token', async () => {
    const res = await cart(guestId(), 'revoked-token');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: { token: 'invalid token' }, codes: { token: 'invalid-token' } });
  });
});

describe('given a guest cart', () => {
  it('when empty, then the answer has no products, zero totals and the guest id as uuid', async () => {
    const id = guestId();
    const res = await cart(id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      uuid: id,
      products: [],
      total: { totalCartPriceFormatted: '€0.00', deliveryPriceFormatted: '€0.00', totalCartPrice: 0 },
    });
  });

  it('when adding an option, then the line carries every field of spec section 3', async () => {
    const id = guestId();
    const res = await add(id, { productOption: 1011, amount: 2, relatedProducts: [102] });
    expect(res.status).toBe(200);
    const line = res.body.data.products[0];
    expect(line).toMatchObject({
      id: 101,
      option: { id: 1011, quantity: 2, stock: 10, title: 'S' },
      relatedProducts: [102],
      isHeavy: false,
      isBike: false,
      isSki: false,
      genderSysname: 'unisex',
      status: 2,
      name: 'Austria Home Jersey 2026',
      brand: 'Puma',
      categories: ['Jerseys'],
      sports: ['Football'],
      prices: { vk: 8995, rrp: 9995, vkFull: 17990, rrpFull: 19990 },
      url: '/p/product-101/',
      image: '/images/products/101.svg',
    });
    expect(line.hash).toMatch(/^[0-9a-f]{16}$/);
    expect(res.body.data.total).toMatchObject({
      subtotal: 17990,
      deliveryPrice: 0,
      totalCartPrice: 17990,
      totalCartPriceFormatted: '€179.90',
      deliveryPriceFormatted: '€0.00',
    });
  });

  it('when adding the same option again, then the quantity grows; the amount defaults to 1', async () => {
    const id = guestId();
    await add(id, { productOption: '1021' });
    const res = await add(id, { productOption: 1021, amount: 3 });
    expect(res.body.data.products).toHaveLength(1);
    expect(res.body.data.products[0].option.quantity).toBe(4);
    // Under €50 delivery costs €4.90.
    expect(res.body.data.total).toMatchObject({ subtotal: 7980, deliveryPrice: 0 });
    const small = guestId();
    const one = await add(small, { productOption: 1021 });
    expect(one.body.data.total).toMatchObject({
      subtotal: 1995,
      deliveryPrice: 490,
      totalCartPrice: 2485,
      deliveryPriceFormatted: '€4.90',
    });
  });

  it('when asking in German, then names and amounts are German', async () => {
    const id = guestId();
    await add(id, { productOption: 1031, amount: 1 });
    const res = await cart(id, undefined, 'de-AT,de;q=0.9,en;q=0.5');
    expect(res.body.data.products[0].name).toContain('(DE)');
    expect(res.body.data.total.totalCartPriceFormatted).toBe('€\u00a0149,99');
  });

  it('when the stock is too small or the option unknown, then 422 per field', async () => {
    const id = guestId();
    expect((await add(id, { productOption: 1012, amount: 4 })).body).toEqual({
      errors: { amount: 'only 3 in stock' },
      codes: { amount: 'stock-limit' },
      limits: { amount: 3 },
    });
    expect((await add(id, { productOption: 1013 })).body).toEqual({
      errors: { productOption: 'out of stock' },
      codes: { productOption: 'out-of-stock' },
    });
    expect((await add(id, { productOption: 999999 })).body).toEqual({
      errors: { productOption: 'unknown product option' },
      codes: { productOption: 'unknown-product-option' },
    });
    const invalid = await add(id, { productOption: -1, amount: 0, relatedProducts: 'x' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['amount', 'productOption', 'relatedProducts']);
    expect(invalid.body.codes).toEqual({
      amount: 'not-a-whole-number',
      productOption: 'not-a-whole-number',
      relatedProducts: 'not-a-product-list',
    });
    expect((await add(id, { productOption: 1011, amount: 100 })).status).toBe(422);
  });

  it('when removing a line by hash, then the cart answers without it; an unknown hash is 404', async () => {
    const id = guestId();
    const added = await add(id, { productOption: 1011 });
    const hash = added.body.data.products[0].hash;
    const other = guestId();
    expect((await server.request('DELETE', `/api/v1/cart/hash/${hash}/`, { uuid: other })).status).toBe(404);
    const res = await server.request('DELETE', `/api/v1/cart/hash/${hash}/`, { uuid: id });
    expect(res.status).toBe(200);
    expect(res.body.data.products).toEqual([]);
    const again = await server.request('DELETE', `/api/v1/cart/hash/${hash}/`, { uuid: id });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ errors: { hash: 'not found' }, codes: { hash: 'not-found' } });
  });

  it('when the stock runs out after adding, then the line shows status 1 and leaves the total', async () => {
    const id = guestId();
    const extra = { id: 1099, title: 'XL', stock: 1 };
    (catalogue.products[0]!.options as { id: number; title: string; stock: number }[]).push(extra);
    await add(id, { productOption: 1099 });
    extra.stock = 0;
    const res = await cart(id);
    expect(res.body.data.products[0]).toMatchObject({ status: 1, option: { stock: 0, quantity: 1 } });
    expect(res.body.data.total.totalCartPrice).toBe(0);
  });
});

describe('given a customer cart', () => {
  it('when a premium customer adds, then the line is priced as premium', async () => {
    await (await import('../accounts/demo-customers')).seedDemoCustomers(server.services);
    const session = await login(server, 'premium@fanshop.test', 'Fanshop2026!');
    const res = await add(session.uuid, { productOption: 1021, amount: 1 }, session.token);
    expect(res.body.data.uuid).toBe(session.uuid);
    expect(res.body.data.products[0].prices).toMatchObject({ vk: 1795, vkFull: 1795, rrp: 1995 });
  });

  it('when the same customer calls with any request id, then it is the same cart', async () => {
    const session = await registerCustomer(server);
    await add(session.uuid, { productOption: 1011 }, session.token);
    const res = await cart(guestId(), session.token);
    expect(res.body.data.uuid).toBe(session.uuid);
    expect(res.body.data.products).toHaveLength(1);
  });
});

describe('given a guest cart merged on login', () => {
  it('when merged, then quantities add up capped by stock, and a second merge changes nothing', async () => {
    const guest = guestId();
    await add(guest, { productOption: 1011, amount: 2 });
    await add(guest, { productOption: 1012, amount: 2 });
    await add(guest, { productOption: 1021, amount: 1 });
    const session = await registerCustomer(server);
    await add(session.uuid, { productOption: 1011, amount: 1 }, session.token);
    await add(session.uuid, { productOption: 1012, amount: 2 }, session.token);

    const merge = () =>
      server.request('POST', '/api/v1/cart/merge/', {
        uuid: session.uuid,
        token: session.token,
        body: { mergeUuid: guest },
      });
    const first = await merge();
    expect(first.status).toBe(200);
    const quantities = Object.fromEntries(
      first.body.data.products.map((p: { option: { id: number; quantity: number } }) => [
        p.option.id,
        p.option.quantity,
      ]),
    );
    expect(quantities).toEqual({ 1011: 3, 1012: 3, 1021: 1 });

    const second = await merge();
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    // The guest id is spent.
    expect((await cart(guest)).status).toBe(422);
  });

  it("when merging someone else's customer id or a malformed id, then 422 and nothing changes", async () => {
    const victim = await registerCustomer(server);
    await add(victim.uuid, { productOption: 1011 }, victim.token);
    const thief = await registerCustomer(server);
    for (const mergeUuid of [victim.uuid, 'nope', '', 42]) {
      const res = await server.request('POST', '/api/v1/cart/merge/', {
        uuid: thief.uuid,
        token: thief.token,
        body: { mergeUuid },
      });
      expect(res.status).toBe(422);
      expect(res.body.errors).toHaveProperty('mergeUuid');
    }
    expect((await cart(victim.uuid, victim.token)).body.data.products).toHaveLength(1);
    expect((await cart(thief.uuid, thief.token)).body.data.products).toHaveLength(0);
  });

  it('when a guest id was already merged by one customer, then another customer merging it gets nothing', async () => {
    const guest = guestId();
    await add(guest, { productOption: 1021 });
    const a = await registerCustomer(server);
    const b = await registerCustomer(server);
    await server.request('POST', '/api/v1/cart/merge/', {
      uuid: a.uuid,
      token: a.token,
      body: { mergeUuid: guest },
    });
    const res = await server.request('POST', '/api/v1/cart/merge/', {
      uuid: b.uuid,
      token: b.token,
      body: { mergeUuid: guest },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.products).toEqual([]);
  });

  it('when a guest tries to merge, then 403 invalid token', async () => {
    const res = await server.request('POST', '/api/v1/cart/merge/', {
      uuid: guestId(),
      body: { mergeUuid: guestId() },
    });
    expect(res.status).toBe(403);
  });
});
