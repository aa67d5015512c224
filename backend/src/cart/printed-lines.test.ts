import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeCatalogue } from '../testing/fake-catalogue';
import { guestId, registerCustomer } from '../testing/customers';
import { startTestServer, type TestServer } from '../testing/test-server';

/** Name and number printed on a jersey (issue 36): the cart API's optional `personalisation`. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ catalogue: new FakeCatalogue() });
});
afterAll(() => server.close());

const JERSEY_S = 1011;
const SCARF = 1021;

const cart = (uuid: string, token?: string) => server.request('GET', '/api/v1/cart/', { uuid, token });
const add = (uuid: string, body: unknown, token?: string) =>
  server.request('POST', '/api/v1/cart/', { uuid, token, body });

interface Line {
  hash: string;
  option: { id: number; quantity: number };
  prices: { vk: number; vkFull: number; rrp: number };
  pricesFormatted: { vk: string };
  personalisation?: { name?: string; number?: number; label: string; price: number; priceFormatted: string };
}
const linesOf = (res: { body: { data: { products: Line[] } } }) => res.body.data.products;

describe('given a jersey with a name and a number to print', () => {
  it('when added, then the line carries the print as printed, its label and surcharge, and the price includes it', async () => {
    const id = guestId();
    const res = await add(id, { productOption: JERSEY_S, personalisation: { name: ' alaba ', number: '8' } });
    expect(res.status).toBe(200);
    const [line] = linesOf(res);
    expect(line?.personalisation).toEqual({
      name: 'ALABA',
      number: 8,
      label: 'ALABA · 8',
      price: 1_800,
      priceFormatted: '€18.00',
    });
    expect(line?.prices).toMatchObject({ vk: 8_995 + 1_800, vkFull: 8_995 + 1_800, rrp: 9_995 + 1_800 });
    expect(res.body.data.total.subtotal).toBe(10_795);
  });

  it('when the same size comes with another print or none, then each is a line of its own with its own hash; the same print adds up', async () => {
    const id = guestId();
    await add(id, { productOption: JERSEY_S, personalisation: { name: 'Alaba', number: 8 } });
    await add(id, { productOption: JERSEY_S, personalisation: { name: 'Arnautović' } });
    await add(id, { productOption: JERSEY_S });
    const res = await add(id, { productOption: JERSEY_S, personalisation: { name: 'ALABA', number: '8' } });
    const lines = linesOf(res);
    expect(lines.map((l) => [l.personalisation?.label ?? '', l.option.quantity])).toEqual([
      ['ALABA · 8', 2],
      ['ARNAUTOVIĆ', 1],
      ['', 1],
    ]);
    expect(new Set(lines.map((l) => l.hash)).size).toBe(3);
    expect(lines[2]).not.toHaveProperty('personalisation');
  });

  it('when the size’s lines together would hold more than its stock, then the add is refused (the same shirts, printed or not)', async () => {
    const id = guestId();
    const M = 1012; // 3 in stock
    await add(id, { productOption: M, amount: 2, personalisation: { number: 10 } });
    const res = await add(id, { productOption: M, amount: 2 });
    expect(res.status).toBe(422);
    expect(res.body.codes).toEqual({ amount: 'stock-limit' });
  });

  it.each([
    [{ name: 'ABCDEFGHIJKLM' }, { 'personalisation.name': 'too-long' }],
    [{ name: 'R2D2' }, { 'personalisation.name': 'invalid-characters' }],
    [{ name: 7 }, { 'personalisation.name': 'not-text' }],
    [{ number: '0' }, { 'personalisation.number': 'number-out-of-range' }],
    [{ number: 100 }, { 'personalisation.number': 'number-out-of-range' }],
    [{ number: '7.5' }, { 'personalisation.number': 'not-a-whole-number' }],
    [{ number: 7.5 }, { 'personalisation.number': 'not-a-whole-number' }],
    [{ number: '08' }, { 'personalisation.number': 'leading-zero' }],
    [
      { name: 'A1', number: '08' },
      { 'personalisation.name': 'invalid-characters', 'personalisation.number': 'leading-zero' },
    ],
  ])(
    'when asked to print %j, then 422 with the codes %j, and the cart stays as it was',
    async (print, codes) => {
      const id = guestId();
      await add(id, { productOption: SCARF });
      const before = linesOf(await cart(id));
      const res = await add(id, { productOption: JERSEY_S, personalisation: print });
      expect(res.status).toBe(422);
      expect(res.body.codes).toEqual(codes);
      expect(Object.keys(res.body.errors)).toEqual(Object.keys(codes));
      if ('personalisation.name' in codes && codes['personalisation.name'] === 'too-long') {
        expect(res.body.limits).toEqual({ 'personalisation.name': 12 });
      }
      expect(linesOf(await cart(id))).toEqual(before);
    },
  );

  it('when the product prints nothing, or personalisation is no object, then 422 and nothing is added', async () => {
    const id = guestId();
    const scarf = await add(id, { productOption: SCARF, personalisation: { name: 'ALABA' } });
    expect(scarf.status).toBe(422);
    expect(scarf.body.codes).toEqual({ 'personalisation.name': 'not-personalisable' });
    const notObject = await add(id, { productOption: JERSEY_S, personalisation: 'ALABA 8' });
    expect(notObject.status).toBe(422);
    expect(notObject.body.codes).toEqual({ personalisation: 'malformed-request' });
    expect(linesOf(await cart(id))).toEqual([]);
  });

  it('when nothing is asked to be printed (null, blank), then the line has no print', async () => {
    const id = guestId();
    await add(id, { productOption: JERSEY_S, personalisation: null });
    const res = await add(id, { productOption: JERSEY_S, personalisation: { name: '  ', number: '' } });
    expect(linesOf(res).map((l) => [l.option.quantity, l.personalisation])).toEqual([[2, undefined]]);
  });
});

describe('given a guest’s printed lines and a login', () => {
  it('when the guest cart is merged, then the printed lines come along unchanged, apart from the unprinted one', async () => {
    const guest = guestId();
    await add(guest, { productOption: JERSEY_S, personalisation: { name: 'Alaba', number: 8 } });
    await add(guest, { productOption: JERSEY_S });
    const session = await registerCustomer(server);
    await add(session.uuid, { productOption: JERSEY_S }, session.token);
    const merged = await server.request('POST', '/api/v1/cart/merge/', {
      uuid: session.uuid,
      token: session.token,
      body: { mergeUuid: guest },
    });
    expect(merged.status).toBe(200);
    expect(linesOf(merged).map((l) => [l.personalisation?.label ?? '', l.option.quantity])).toEqual([
      ['', 2],
      ['ALABA · 8', 1],
    ]);
  });
});

describe('given an order with a printed line', () => {
  it('when placed, then the order line keeps the print and its surcharge in the unit price', async () => {
    const session = await registerCustomer(server);
    await add(
      session.uuid,
      { productOption: JERSEY_S, amount: 2, personalisation: { name: 'Alaba', number: 8 } },
      session.token,
    );
    const customer = server.services.accounts.customerByToken(session.token)!;
    const placed = server.services.orders.place(
      customer,
      {
        address: {
          firstname: 'Anna',
          lastname: 'Berger',
          street: 'Mariahilfer Straße',
          streetNo: '12',
          postal: '1060',
          city: 'Wien',
          countryId: 40,
          deliveryType: 'home',
        },
        paymentMethod: 'invoice',
      },
      'en',
    );
    const order = await server.request('GET', `/api/v1/user/order/${placed.uuid}/`, { token: session.token });
    expect(order.body.data.lines).toMatchObject([
      {
        quantity: 2,
        unitPrice: 8_995 + 1_800,
        linePrice: 2 * (8_995 + 1_800),
        personalisation: { name: 'ALABA', number: 8, label: 'ALABA · 8', price: 1_800 },
      },
    ]);
  });
});
