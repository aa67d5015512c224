import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError, NetworkError } from '@fanshop/adapters/http';
import { HEADER_DATA_TIMEOUT_MS, RETRY_DEFAULT_DELAY_MS } from '@fanshop/core/shared';
import { startFaultServer, type FaultServer } from './support/fault-server';
import { failureOf, storefront } from './support/storefront';

let server: FaultServer;
beforeAll(async () => {
  server = await startFaultServer();
});
afterAll(() => server.close());

const busy = { status: 503, body: { errors: { server: 'busy' } } };

describe('given an API that fails', () => {
  it('given a GET answered 503, then it is sent exactly twice and fails with the 503', async () => {
    server.on('GET /api/v1/cart/', busy);
    const shop = storefront(server.url);
    const error = await failureOf(shop.cart.get());
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503 });
    expect(server.count('GET /api/v1/cart/')).toBe(2);
  });

  it('given a POST answered 503, then it is sent exactly once', async () => {
    server.on('POST /api/v1/cart/', busy);
    const shop = storefront(server.url);
    expect(await failureOf(shop.cart.add({ productOption: 1 }))).toMatchObject({ status: 503 });
    expect(server.count('POST /api/v1/cart/')).toBe(1);
  });

  it('given a POST whose connection is reset, then it is sent exactly once and fails as a network error', async () => {
    server.on('POST /api/v1/wishlist/', { reset: true });
    const shop = storefront(server.url);
    const error = await failureOf(shop.wishlist.add(1));
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'network' });
    expect(server.count('POST /api/v1/wishlist/')).toBe(1);
  });

  it('given a GET whose connection is reset, then it is retried once', async () => {
    server.on('GET /api/v1/user/orders/', { reset: true });
    const shop = storefront(server.url);
    shop.signIn({ token: 'tok', uuid: '3b7c8f8e-1111-4111-8111-111111111111', hash: 'h' });
    expect(await failureOf(shop.account.listOrders())).toBeInstanceOf(NetworkError);
    expect(server.count('GET /api/v1/user/orders/')).toBe(2);
  });

  it('given header-data hangs, then each try fails at its own 500 ms timeout, the GET is tried once more, and a menu loaded alongside still arrives', async () => {
    server.on('GET /header-data/', { hang: true });
    const men = { id: 1, name: 'Men', url: '/men/', type: 'root-gender', data: { gender: 2 }, options: [] };
    server.on('GET /api/v1/menu/', { status: 200, body: { desktop: [men], mobile: [] }, delayMs: 50 });
    const shop = storefront(server.url);
    const started = performance.now();
    let elapsed = Number.NaN;
    const [headerData, menu] = await Promise.allSettled([
      shop.header.headerData().finally(() => {
        elapsed = performance.now() - started;
      }),
      shop.header.menu(),
    ]);
    expect(headerData.status).toBe('rejected');
    expect((headerData as PromiseRejectedResult).reason).toMatchObject({ kind: 'timeout' });
    // Two tries of 500 ms each with the retry's wait between them (spec §8: a GET is retried once, also
    // after a timeout); the second try's timeout is its own, not what the first left over.
    expect(elapsed).toBeGreaterThanOrEqual(2 * HEADER_DATA_TIMEOUT_MS + RETRY_DEFAULT_DELAY_MS - 50);
    expect(elapsed).toBeLessThan(2 * HEADER_DATA_TIMEOUT_MS + RETRY_DEFAULT_DELAY_MS + 1_000);
    expect(server.count('GET /header-data/')).toBe(2);
    expect(menu).toMatchObject({
      status: 'fulfilled',
      value: { desktop: [{ id: 1, name: 'Men' }], mobile: [] },
    });
  });
});
