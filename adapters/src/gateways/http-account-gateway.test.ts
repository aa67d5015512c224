import { describe, expect, it } from 'vitest';
import { ResponseParseError } from '@fanshop/core/shared';
import { SessionRequiredError } from '../http/http-errors.js';
import { HttpAccountGateway } from './http-account-gateway.js';
import { anAccountAnswer, anOrderAnswer } from './testing/api-answers.js';
import { API_BASE, CUSTOMER, failureOf, gatewayHarness, GUEST } from './testing/gateway-harness.js';

const address = {
  firstname: 'Anna',
  lastname: 'Berger',
  city: 'Wien',
  countryId: 40,
  postal: '1010',
  street: 'Ring',
  streetNo: '1',
  deliveryType: 'home' as const,
  isDefault: true,
};

function setup() {
  const harness = gatewayHarness(CUSTOMER);
  return { ...harness, accounts: new HttpAccountGateway(harness.http) };
}

describe('HttpAccountGateway account', () => {
  it('when loading the account, then data.data is read into the account with a bearer token', async () => {
    const { accounts, transport } = setup();
    transport.answer('GET /api/v1/user/', { status: 200, data: anAccountAnswer() });
    const account = await accounts.getAccount();
    expect(account).toMatchObject({ firstName: 'Anna', role: 'premium', verified: true });
    expect(account?.addresses.shipping[0]).toMatchObject({
      uuid: '0f0e0d0c-0000-4000-8000-000000000001',
      isDefault: true,
    });
    expect(transport.sent[0]!.headers.authorization).toBe('Bearer tok-123');
  });

  it('given an answer without account data, then there is no account (the core reports the parse failure)', async () => {
    const { accounts, transport } = setup();
    transport.answer('GET /api/v1/user/', { status: 200, data: { data: null } });
    expect(await accounts.getAccount()).toBeUndefined();
  });

  it('given account data that is not an object, then it fails to parse naming data.data', async () => {
    const { accounts, transport } = setup();
    transport.answer('GET /api/v1/user/', { status: 200, data: { data: 'nope' } });
    const error = await failureOf(accounts.getAccount());
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as Error).message).toBe('failed to parse the server response: data.data');
  });

  it('given a guest, then account calls are refused without a request', async () => {
    const { http, transport } = gatewayHarness(GUEST);
    const error = await failureOf(new HttpAccountGateway(http).getAccount());
    expect(error).toBeInstanceOf(SessionRequiredError);
    expect(transport.sent).toHaveLength(0);
  });

  it('when saving personal data, then the fields are put without the email', async () => {
    const { accounts, transport } = setup();
    await accounts.savePersonalData({
      firstName: 'Anna',
      lastName: 'Huber',
      phone: '+43 1 234',
      birthday: '1990-04-01',
      gender: 'female',
    });
    expect(transport.sent[0]).toMatchObject({
      method: 'PUT',
      url: '/api/v1/user/personal/',
      body: {
        firstName: 'Anna',
        lastName: 'Huber',
        phone: '+43 1 234',
        birthday: '1990-04-01',
        gender: 'female',
      },
    });
  });

  it('when deleting the account, then DELETE /api/v1/user/ is sent', async () => {
    const { accounts, transport } = setup();
    await accounts.deleteAccount();
    expect(transport.sent[0]).toMatchObject({ method: 'DELETE', url: '/api/v1/user/' });
  });

  it('when changing the password, then the form is posted and the new token answered', async () => {
    const { accounts, transport } = setup();
    transport.answer('POST /api/v1/user/change-password/', {
      status: 200,
      data: { data: { token: 'tok-new' } },
    });
    const change = {
      oldPassword: 'a',
      newPassword: 'b',
      newPassword_confirmation: 'b',
      email: 'anna@example.test',
    };
    expect(await accounts.changePassword(change)).toBe('tok-new');
    expect(transport.sent[0]!.body).toEqual(change);
  });

  it('given a password change answer without a token, then it fails to parse naming data.data.token', async () => {
    const { accounts, transport } = setup();
    transport.answer('POST /api/v1/user/change-password/', { status: 200, data: { data: {} } });
    const error = await failureOf(
      accounts.changePassword({
        oldPassword: 'a',
        newPassword: 'b',
        newPassword_confirmation: 'b',
        email: '',
      }),
    );
    expect((error as Error).message).toBe('failed to parse the server response: data.data.token');
  });
});

describe('HttpAccountGateway orders', () => {
  it('when listing orders, then each is read with integer cents', async () => {
    const { accounts, transport } = setup();
    transport.answer('GET /api/v1/user/orders/', { status: 200, data: { data: [anOrderAnswer()] } });
    const [order] = await accounts.listOrders();
    expect(order).toMatchObject({
      uuid: '9a9b9c9d-0000-4000-8000-000000000001',
      totals: { subtotal: 17990, delivery: 0, total: 17990 },
      lines: [{ name: 'Austria Home Jersey 2026', quantity: 2, unitPrice: 8995, linePrice: 17990 }],
      shippingAddress: { city: 'Wien', deliveryType: 'home' },
      paymentMethod: 'card',
    });
  });

  it('given an order total in euros, then it fails to parse naming that total', async () => {
    const { accounts, transport } = setup();
    const inEuros = anOrderAnswer({ totals: { subtotal: 179.9, delivery: 0, total: 179.9 } });
    transport.answer('GET /api/v1/user/orders/', { status: 200, data: { data: [inEuros] } });
    const error = await failureOf(accounts.listOrders());
    expect((error as Error).message).toBe(
      'failed to parse the server response: data.data[0].totals.subtotal',
    );
  });

  it('given an order list that is not a list, then it fails to parse naming data.data', async () => {
    const { accounts, transport } = setup();
    transport.answer('GET /api/v1/user/orders/', { status: 200, data: { data: { orders: [] } } });
    const error = await failureOf(accounts.listOrders());
    expect((error as Error).message).toBe('failed to parse the server response: data.data');
  });

  it('when loading one order, then its uuid is in the path', async () => {
    const { accounts, transport } = setup();
    const uuid = '9a9b9c9d-0000-4000-8000-000000000001';
    transport.answer(`GET /api/v1/user/order/${uuid}/`, { status: 200, data: { data: anOrderAnswer() } });
    expect((await accounts.getOrder(uuid)).number).toBe('FS-2026-000001');
  });

  it('given a line with a picture path, then its picture is a URL on the API host, in the list and alone', async () => {
    const { accounts, transport } = setup();
    const uuid = '9a9b9c9d-0000-4000-8000-000000000001';
    transport.answer('GET /api/v1/user/orders/', { status: 200, data: { data: [anOrderAnswer()] } });
    transport.answer(`GET /api/v1/user/order/${uuid}/`, { status: 200, data: { data: anOrderAnswer() } });
    const url = `${API_BASE}/images/products/101.svg`;
    expect((await accounts.listOrders())[0]?.lines.map((line) => line.image)).toEqual([url]);
    expect((await accounts.getOrder(uuid)).lines.map((line) => line.image)).toEqual([url]);
  });
});

describe('HttpAccountGateway shipping addresses', () => {
  it('when creating, updating and deleting, then the address fields go to the documented paths', async () => {
    const { accounts, transport } = setup();
    const uuid = '0f0e0d0c-0000-4000-8000-000000000001';
    await accounts.createShippingAddress(address);
    await accounts.updateShippingAddress(uuid, { ...address, city: 'Graz' });
    await accounts.deleteShippingAddress(uuid);
    expect(transport.sent.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/v1/user/address/shipping/',
      `PUT /api/v1/user/address/shipping/${uuid}/`,
      `DELETE /api/v1/user/address/shipping/${uuid}/`,
    ]);
    expect(transport.sent[0]!.body).toEqual(address);
    expect(transport.sent[1]!.body).toMatchObject({ city: 'Graz' });
  });
});
