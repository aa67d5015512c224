import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeCatalogue } from '../testing/fake-catalogue';
import { guestId, registerCustomer } from '../testing/customers';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
const catalogue = new FakeCatalogue();
const stock = new Map(catalogue.products.flatMap((p) => p.options.map((o) => [o.id, o.stock] as const)));
beforeAll(async () => {
  server = await startTestServer({ catalogue });
});
afterAll(() => server.close());

const adds = fc.array(
  fc.record({ option: fc.constantFrom(...stock.keys()), amount: fc.integer({ min: 1, max: 6 }) }),
  {
    maxLength: 6,
  },
);

/** What the cart holds after the adds, by the rule "a line never exceeds the stock". */
function model(lines: readonly { option: number; amount: number }[]): Map<number, number> {
  const quantities = new Map<number, number>();
  for (const { option, amount } of lines) {
    const next = (quantities.get(option) ?? 0) + amount;
    if (next <= (stock.get(option) ?? 0)) quantities.set(option, next);
  }
  return quantities;
}

const quantitiesOf = (body: { data: { products: { option: { id: number; quantity: number } }[] } }) =>
  new Map(body.data.products.map((p) => [p.option.id, p.option.quantity]));

describe('given any guest cart and any customer cart', () => {
  it('when merged, then each option holds max(had, min(had + guest, stock)), and merging again changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(adds, adds, async (guestAdds, customerAdds) => {
        const guest = guestId();
        const session = await registerCustomer(server);
        const auth = { token: session.token, uuid: session.uuid };
        for (const { option, amount } of guestAdds) {
          await server.request('POST', '/api/v1/cart/', {
            uuid: guest,
            body: { productOption: option, amount },
          });
        }
        for (const { option, amount } of customerAdds) {
          await server.request('POST', '/api/v1/cart/', { ...auth, body: { productOption: option, amount } });
        }
        const had = model(customerAdds);
        const fromGuest = model(guestAdds);
        const expected = new Map<number, number>();
        for (const option of new Set([...had.keys(), ...fromGuest.keys()])) {
          const mine = had.get(option) ?? 0;
          const quantity = Math.max(
            mine,
            Math.min(mine + (fromGuest.get(option) ?? 0), stock.get(option) ?? 0),
          );
          if (quantity > 0) expected.set(option, quantity);
        }

        const first = await server.request('POST', '/api/v1/cart/merge/', {
          ...auth,
          body: { mergeUuid: guest },
        });
        expect(first.status).toBe(200);
        expect(quantitiesOf(first.body)).toEqual(expected);
        const second = await server.request('POST', '/api/v1/cart/merge/', {
          ...auth,
          body: { mergeUuid: guest },
        });
        expect(second.body).toEqual(first.body);
      }),
      { numRuns: 30 },
    );
  }, 30_000);
});
