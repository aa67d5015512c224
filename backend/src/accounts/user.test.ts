import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShippingAddressMother } from '@fanshop/core/testing';
import { guestId, login, registerCustomer, type Session } from '../testing/customers';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const address = ShippingAddressMother.draft();

const authenticated: [string, string, unknown?][] = [
  ['GET', '/api/v1/user/'],
  ['PUT', '/api/v1/user/personal/', { firstName: 'X' }],
  ['DELETE', '/api/v1/user/'],
  ['POST', '/api/v1/user/change-password/', {}],
  ['GET', '/api/v1/user/orders/'],
  ['GET', '/api/v1/user/order/3f1c2a4e-6a1b-4c2d-9e3f-0a1b2c3d4e5f/'],
  ['POST', '/api/v1/user/address/shipping/', address],
  ['PUT', '/api/v1/user/address/shipping/3f1c2a4e-6a1b-4c2d-9e3f-0a1b2c3d4e5f/', address],
  ['DELETE', '/api/v1/user/address/shipping/3f1c2a4e-6a1b-4c2d-9e3f-0a1b2c3d4e5f/'],
  ['GET', '/api/v1/auth/logout/'],
];

describe('given calls that need a customer', () => {
  it.each(authenticated)(
    'when %s %s has no token or a bad one, then 403 invalid token',
    async (method, path, body) => {
      for (const token of [undefined, 'not-a-real-token', '']) {
        const res = await server.request(method, path, { token, body });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ errors: { token: 'invalid token' }, codes: { token: 'invalid-token' } });
      }
    },
  );
});

describe('given a customer editing personal data', () => {
  let session: Session;
  beforeAll(async () => {
    session = await registerCustomer(server);
  });

  it('when saving valid data, then the answer and the next read hold it; the email stays', async () => {
    const res = await server.request('PUT', '/api/v1/user/personal/', {
      token: session.token,
      body: {
        firstName: ' Maria ',
        lastName: 'Huber',
        phone: '+43 660 1234567',
        birthday: '1990-02-28',
        gender: 'divers',
        email: 'other@example.test',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      firstName: 'Maria',
      lastName: 'Huber',
      phone: '+43 660 1234567',
      birthday: '1990-02-28',
      gender: 'divers',
      email: session.email,
    });
    const read = await server.request('GET', '/api/v1/user/', { token: session.token });
    expect(read.body.data).toEqual(res.body.data);
  });

  it('when clearing optional fields, then they read empty', async () => {
    const res = await server.request('PUT', '/api/v1/user/personal/', {
      token: session.token,
      body: { phone: '', birthday: '', gender: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ phone: '', birthday: '', gender: '', firstName: 'Maria' });
  });

  it('when fields are invalid, then 422 names each', async () => {
    const res = await server.request('PUT', '/api/v1/user/personal/', {
      token: session.token,
      body: { firstName: '', lastName: 42, phone: 'call me', birthday: '1990-02-30', gender: 'robot' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual([
      'birthday',
      'firstName',
      'gender',
      'lastName',
      'phone',
    ]);
  });

  it('when the birthday is in the future, then 422', async () => {
    const res = await server.request('PUT', '/api/v1/user/personal/', {
      token: session.token,
      body: { birthday: '2999-01-01' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('birthday');
  });
});

describe('given a customer changing the password', () => {
  it('when the old password is right, then a new token replaces every old one and the new password works', async () => {
    const session = await registerCustomer(server);
    const second = await login(server, session.email, session.password);
    const res = await server.request('POST', '/api/v1/user/change-password/', {
      token: session.token,
      body: {
        oldPassword: session.password,
        newPassword: 'Brand-new-77',
        newPassword_confirmation: 'Brand-new-77',
        email: session.email,
      },
    });
    expect(res.status).toBe(200);
    const token = res.body.data.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await server.request('GET', '/api/v1/user/', { token: session.token })).status).toBe(403);
    expect((await server.request('GET', '/api/v1/user/', { token: second.token })).status).toBe(403);
    expect((await server.request('GET', '/api/v1/user/', { token })).status).toBe(200);
    await expect(login(server, session.email, 'Brand-new-77')).resolves.toBeDefined();
    await expect(login(server, session.email, session.password)).rejects.toThrow();
  });

  it('when the old password is wrong, then 422 oldPassword and the token still works', async () => {
    const session = await registerCustomer(server);
    const res = await server.request('POST', '/api/v1/user/change-password/', {
      token: session.token,
      body: {
        oldPassword: 'not-it-at-all',
        newPassword: 'Brand-new-77',
        newPassword_confirmation: 'Brand-new-77',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: { oldPassword: 'incorrect password' },
      codes: { oldPassword: 'incorrect-password' },
    });
    expect((await server.request('GET', '/api/v1/user/', { token: session.token })).status).toBe(200);
  });

  it('when the confirmation differs or the email is not the account, then 422 per field', async () => {
    const session = await registerCustomer(server);
    const res = await server.request('POST', '/api/v1/user/change-password/', {
      token: session.token,
      body: {
        oldPassword: session.password,
        newPassword: 'short',
        newPassword_confirmation: 'other',
        email: 'x@y.at',
      },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      newPassword: 'must be at least 8 characters',
      newPassword_confirmation: 'does not match',
      email: 'is not your email address',
    });
  });
});

describe('given a customer deleting the account', () => {
  it('when deleted, then every token is revoked, the login fails and the email is free again', async () => {
    const session = await registerCustomer(server);
    const second = await login(server, session.email, session.password);
    await server.request('POST', '/api/v1/cart/', {
      token: session.token,
      uuid: session.uuid,
      body: { productOption: 1011 },
    });
    const res = await server.request('DELETE', '/api/v1/user/', { token: session.token });
    expect(res.status).toBe(200);
    for (const token of [session.token, second.token]) {
      expect((await server.request('GET', '/api/v1/user/', { token })).status).toBe(403);
      expect((await server.request('GET', '/api/v1/cart/', { token, uuid: session.uuid })).status).toBe(403);
    }
    await expect(login(server, session.email, session.password)).rejects.toThrow();
    await expect(registerCustomer(server, { email: session.email })).resolves.toBeDefined();
  });
});

describe('given a customer managing shipping addresses', () => {
  it('when adding, editing and deleting, then exactly one address is the default', async () => {
    const session = await registerCustomer(server);
    const first = await server.request('POST', '/api/v1/user/address/shipping/', {
      token: session.token,
      body: address,
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ ...address, isDefault: true });
    expect(first.body.data.uuid).toMatch(/^[0-9a-f-]{36}$/);

    const second = await server.request('POST', '/api/v1/user/address/shipping/', {
      token: session.token,
      body: {
        ...address,
        street: 'Getreidegasse',
        postal: '5020',
        city: 'Salzburg',
        deliveryType: 'click_and_collect',
        isDefault: true,
      },
    });
    expect(second.body.data.isDefault).toBe(true);
    let shipping = (await server.request('GET', '/api/v1/user/', { token: session.token })).body.data
      .addresses.shipping;
    expect(
      shipping.filter((a: { isDefault: boolean }) => a.isDefault).map((a: { uuid: string }) => a.uuid),
    ).toEqual([second.body.data.uuid]);

    const edited = await server.request('PUT', `/api/v1/user/address/shipping/${first.body.data.uuid}/`, {
      token: session.token,
      body: { ...address, city: 'Linz', postal: '4020', isDefault: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ city: 'Linz', isDefault: true });

    const removed = await server.request('DELETE', `/api/v1/user/address/shipping/${first.body.data.uuid}/`, {
      token: session.token,
    });
    expect(removed.status).toBe(200);
    shipping = (await server.request('GET', '/api/v1/user/', { token: session.token })).body.data.addresses
      .shipping;
    expect(shipping).toHaveLength(1);
    expect(shipping[0]).toMatchObject({ uuid: second.body.data.uuid, isDefault: true });
  });

  it("when touching someone else's address, then 404", async () => {
    const owner = await registerCustomer(server);
    const other = await registerCustomer(server);
    const created = await server.request('POST', '/api/v1/user/address/shipping/', {
      token: owner.token,
      body: address,
    });
    const path = `/api/v1/user/address/shipping/${created.body.data.uuid}/`;
    const put = await server.request('PUT', path, { token: other.token, body: address });
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ errors: { address: 'not found' }, codes: { address: 'not-found' } });
    expect((await server.request('DELETE', path, { token: other.token })).status).toBe(404);
    expect((await server.request('DELETE', path, { token: owner.token })).status).toBe(200);
    expect((await server.request('DELETE', path, { token: owner.token })).status).toBe(404);
  });

  it('when the address is invalid, then 422 per field', async () => {
    const session = await registerCustomer(server);
    const res = await server.request('POST', '/api/v1/user/address/shipping/', {
      token: session.token,
      body: { firstname: 'A', countryId: 'AT', postal: '!', deliveryType: 'drone', isDefault: 'maybe' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(
      ['city', 'countryId', 'deliveryType', 'isDefault', 'lastname', 'postal', 'street', 'streetNo'].sort(),
    );
  });

  it('when an Austrian address has a postal code that is not four digits, then 422 as the checkout says it; another country’s form is kept', async () => {
    const session = await registerCustomer(server);
    for (const postal of ['A-1020', '10200', '0123']) {
      const res = await server.request('POST', '/api/v1/user/address/shipping/', {
        token: session.token,
        body: { ...address, postal },
      });
      expect(res.status, postal).toBe(422);
      expect(res.body).toEqual({
        errors: { postal: 'must be a 4-digit Austrian postal code' },
        codes: { postal: 'postal-code-austria' },
      });
    }
    const german = await server.request('POST', '/api/v1/user/address/shipping/', {
      token: session.token,
      body: { ...address, countryId: 276, postal: '10115', city: 'Berlin' },
    });
    expect(german.status).toBe(201);
    const swiss = await server.request('POST', '/api/v1/user/address/shipping/', {
      token: session.token,
      body: { ...address, countryId: 756, postal: '!', city: 'Bern' },
    });
    expect(swiss.body).toEqual({
      errors: { postal: 'must be a postal code' },
      codes: { postal: 'postal-code' },
    });
  });

  it('when the request id alone names the customer, then the cart is not theirs', async () => {
    const session = await registerCustomer(server);
    const res = await server.request('GET', '/api/v1/cart/', { uuid: session.uuid });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: { token: 'invalid token' }, codes: { token: 'invalid-token' } });
    expect((await server.request('GET', '/api/v1/cart/', { uuid: guestId() })).status).toBe(200);
  });
});
