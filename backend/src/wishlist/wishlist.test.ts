import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestId, registerCustomer } from '../testing/customers';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ids = (body: { data: { products: { id: number }[] } }) => body.data.products.map((p) => p.id);

describe('given a guest wishlist', () => {
  it('when adding and removing products, then the list answers newest first with its uuid', async () => {
    const id = guestId();
    expect((await server.request('GET', '/api/v1/wishlist/', { uuid: id })).body).toEqual({
      data: { uuid: id, products: [] },
    });
    await server.request('POST', '/api/v1/wishlist/', { uuid: id, body: { productId: 101 } });
    server.clock.advance(1);
    const res = await server.request('POST', '/api/v1/wishlist/', { uuid: id, body: { productId: '103' } });
    expect(res.status).toBe(200);
    expect(res.body.data.uuid).toBe(id);
    expect(ids(res.body)).toEqual([103, 101]);
    const again = await server.request('POST', '/api/v1/wishlist/', { uuid: id, body: { productId: 101 } });
    expect(ids(again.body)).toEqual([103, 101]);

    const removed = await server.request('DELETE', '/api/v1/wishlist/103', { uuid: id });
    expect(removed.status).toBe(200);
    expect(ids(removed.body)).toEqual([101]);
    const slash = await server.request('DELETE', '/api/v1/wishlist/101/', { uuid: id });
    expect(ids(slash.body)).toEqual([]);
    const missing = await server.request('DELETE', '/api/v1/wishlist/101', { uuid: id });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errors: { productId: 'not found' }, codes: { productId: 'not-found' } });
  });

  it('when the product is unknown or the id malformed, then 422 productId', async () => {
    const id = guestId();
    for (const productId of [999, 0, -3, 'abc', null, 1.5]) {
      const res = await server.request('POST', '/api/v1/wishlist/', { uuid: id, body: { productId } });
      expect(res.status).toBe(422);
      expect(res.body.errors).toHaveProperty('productId');
    }
  });
});

describe('given a guest wishlist merged on login', () => {
  it('when merged, then the lists unite; a second merge changes nothing; the guest id is spent', async () => {
    const guest = guestId();
    await server.request('POST', '/api/v1/wishlist/', { uuid: guest, body: { productId: 101 } });
    await server.request('POST', '/api/v1/wishlist/', { uuid: guest, body: { productId: 102 } });
    const session = await registerCustomer(server);
    await server.request('POST', '/api/v1/wishlist/', {
      uuid: session.uuid,
      token: session.token,
      body: { productId: 102 },
    });
    await server.request('POST', '/api/v1/wishlist/', {
      uuid: session.uuid,
      token: session.token,
      body: { productId: 103 },
    });

    const merge = () =>
      server.request('POST', '/api/v1/wishlist/merge/', {
        uuid: session.uuid,
        token: session.token,
        body: { mergeUuid: guest },
      });
    const first = await merge();
    expect(first.status).toBe(200);
    expect(ids(first.body).sort()).toEqual([101, 102, 103]);
    expect(first.body.data.uuid).toBe(session.uuid);
    const second = await merge();
    expect(second.body).toEqual(first.body);
    expect((await server.request('GET', '/api/v1/wishlist/', { uuid: guest })).status).toBe(422);
  });

  it('when the cart of the same guest id is merged first, then the wishlist still merges', async () => {
    const guest = guestId();
    await server.request('POST', '/api/v1/wishlist/', { uuid: guest, body: { productId: 101 } });
    await server.request('POST', '/api/v1/cart/', { uuid: guest, body: { productOption: 1021 } });
    const session = await registerCustomer(server);
    await server.request('POST', '/api/v1/cart/merge/', {
      uuid: session.uuid,
      token: session.token,
      body: { mergeUuid: guest },
    });
    const res = await server.request('POST', '/api/v1/wishlist/merge/', {
      uuid: session.uuid,
      token: session.token,
      body: { mergeUuid: guest },
    });
    expect(ids(res.body)).toEqual([101]);
  });

  it('when the customer logs out, then the token no longer reaches the list', async () => {
    const session = await registerCustomer(server);
    await server.request('GET', '/api/v1/auth/logout/', { token: session.token });
    const res = await server.request('GET', '/api/v1/wishlist/', {
      uuid: session.uuid,
      token: session.token,
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: { token: 'invalid token' }, codes: { token: 'invalid-token' } });
  });
});
