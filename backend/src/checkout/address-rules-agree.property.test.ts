/**
 * The account API and the checkout read an address with the same rules (core's address rules), so an
 * address one of them takes the other takes too, and both name the same fields when they do not
 * (issue 28: their postal-code rules had drifted apart).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUSTRIA_COUNTRY_ID } from '@fanshop/core/account';
import { inProcessApi, type InProcessApi } from '../testing/in-process-api';
import { readCheckoutForm } from './order-flow';

let shop: InProcessApi;
beforeAll(() => {
  shop = inProcessApi('rules@example.test');
});
afterAll(() => shop.close());

const FIELDS = ['firstname', 'lastname', 'street', 'streetNo', 'postal', 'city'] as const;
type Fields = Record<(typeof FIELDS)[number], string>;

const valid: Fields = {
  firstname: 'Anna',
  lastname: 'Berger',
  street: 'Mariahilfer Straße',
  streetNo: '12',
  postal: '1060',
  city: 'Wien',
};

/** Values shoppers type into an address: postal codes of every form, blanks, long runs, control characters. */
const typed = fc.oneof(
  fc.stringMatching(/^[0-9]{0,6}$/),
  fc.stringMatching(/^[A-Z]{0,2}-?[0-9]{3,5}$/),
  fc.constantFrom(
    '',
    ' ',
    ' 1020 ',
    '0123',
    'A-1020',
    '10 20',
    'x'.repeat(51),
    'x'.repeat(101),
    'Wien\u0000',
  ),
  fc.string({ maxLength: 12 }),
);
const address = fc.record(
  Object.fromEntries(FIELDS.map((f) => [f, fc.oneof(fc.constant(valid[f]), typed)])) as {
    [K in keyof Fields]: fc.Arbitrary<string>;
  },
);

/** The fields the account API refuses in an Austrian address; empty when it saves it. */
async function refusedByAccountApi(fields: Fields): Promise<string[]> {
  const res = await shop.api.request('/api/v1/user/address/shipping/', {
    method: 'POST',
    headers: { Authorization: `Bearer ${shop.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...fields, countryId: AUSTRIA_COUNTRY_ID, deliveryType: 'home' }),
  });
  if (res.status === 201) {
    const { data } = (await res.json()) as { data: { uuid: string } };
    shop.services.addresses.delete(shop.customerId, data.uuid);
    return [];
  }
  expect(res.status).toBe(422);
  return Object.keys(((await res.json()) as { errors: Record<string, string> }).errors).sort();
}

/** The fields the checkout refuses in the same address, as a customer's new home delivery address. */
function refusedByCheckout(fields: Fields): string[] {
  const read = readCheckoutForm(
    { ...fields, deliveryType: 'home', addressUuid: 'new', paymentMethod: 'card' },
    { kind: 'customer', addresses: [], name: { firstname: 'Anna', lastname: 'Berger' } },
  );
  return Object.keys(read.problems).sort();
}

describe('property: the account API and the checkout read an Austrian address alike', () => {
  it('for any address, both take it, or both refuse the same fields', async () => {
    await fc.assert(
      fc.asyncProperty(address, async (fields) => {
        expect(await refusedByAccountApi(fields)).toEqual(refusedByCheckout(fields));
      }),
      { numRuns: 150 },
    );
  });

  it('for the postal codes that drifted apart, both now say the same: four digits, not starting with 0', async () => {
    for (const postal of ['A-1020', '10 20', '0123', '102', '10200']) {
      expect(await refusedByAccountApi({ ...valid, postal }), postal).toEqual(['postal']);
      expect(refusedByCheckout({ ...valid, postal }), postal).toEqual(['postal']);
    }
    expect(await refusedByAccountApi(valid)).toEqual([]);
    expect(refusedByCheckout(valid)).toEqual([]);
  });
});
