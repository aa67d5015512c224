import { describe, expect, it } from 'vitest';
import { flushMicrotasks, FakeScheduler } from '@fanshop/core/testing';
import { aCartAnswer } from '../gateways/testing/api-answers.js';
import { FakeTransport } from '../http/testing/fake-transport.js';
import { RequestCookieJar } from '../storage/cookie-jar.js';
import { HttpGateways } from './api-client.js';
import { cartArea, catalogArea, SHOP_AREAS, sessionArea } from './http-areas.js';
import { composeShopClient, createShopClient, type ShopClientOptions } from './create-shop-client.js';

const CUSTOMER = '3b7c8f8e-1111-4111-8111-111111111111';
const INVALID_TOKEN = { status: 403, data: { errors: { token: 'invalid token' } } };

function options(cookieHeader = '', ended: string[] = []) {
  const transport = new FakeTransport();
  const cookies = new RequestCookieJar(cookieHeader, false);
  const settings: ShopClientOptions = {
    apiBaseUrl: 'http://api.test',
    language: 'en-US',
    cookies,
    scheduler: new FakeScheduler(1_000_000),
    onSessionEnded: () => ended.push('ended'),
    replace: { transport: transport.adapter },
  };
  return { settings, transport, cookies, ended };
}

describe('composeShopClient: only the areas a frontend names', () => {
  it('answers the session core and the named areas, and nothing else', () => {
    const { settings } = options();
    const shop = composeShopClient(settings, { catalog: catalogArea, cart: cartArea });
    expect(Object.keys(shop).sort()).toEqual(['cart', 'catalog', 'client', 'identity', 'session']);
    expect(Object.keys(shop.session).sort()).toEqual(['handleInvalidToken', 'logout', 'restore']);
    expect(Object.keys(shop.cart).sort()).toEqual(['add', 'changeQuantity', 'load', 'removeLine']);
  });

  it('adds the session area to the session core under `session`', () => {
    const { settings } = options();
    const shop = composeShopClient(settings, { session: sessionArea });
    expect(Object.keys(shop.session).sort()).toEqual([
      'confirmDoubleOptIn',
      'deleteAccount',
      'handleInvalidToken',
      'login',
      'logout',
      'register',
      'requestPasswordReset',
      'resetPassword',
      'restore',
    ]);
  });

  it('createShopClient is every area', () => {
    const { settings } = options();
    const shop = createShopClient(settings);
    for (const name of Object.keys(SHOP_AREAS)) expect(shop).toHaveProperty(name);
  });

  it('a failed answer in any named area ends the session once, by the invalid-token policy', async () => {
    const { settings, transport, cookies, ended } = options(`__uul=tok-1; __uuhlat=${CUSTOMER}`);
    const shop = composeShopClient(settings, { cart: cartArea });
    transport.answer('GET /api/v1/cart/', INVALID_TOKEN);
    transport.answer('GET /api/v1/auth/logout/', { status: 200, data: {} });
    await expect(shop.cart.load.execute()).rejects.toThrow();
    await flushMicrotasks(50);
    expect(ended).toEqual(['ended']);
    expect(cookies.get('__uul')).toBeUndefined();
  });

  it('a guest who adds to the cart gets a request id on that first call', async () => {
    const { settings, transport, cookies } = options();
    const shop = composeShopClient(settings, { cart: cartArea });
    transport.answer('POST /api/v1/cart/', { status: 200, data: aCartAnswer() });
    await shop.cart.add.execute({ productOption: 1011, amount: 1 });
    const guestId = cookies.get('__uuhlat');
    expect(guestId).toMatch(/^u/);
    expect(transport.sent.find((request) => request.url === '/api/v1/cart/')?.headers.uuid).toBe(guestId);
  });
});

describe('HttpGateways: each port made once per shopper', () => {
  it('areas that share a port (the merges and the cart) share one gateway; a replacement wins', () => {
    const { settings } = options();
    const shop = createShopClient(settings);
    const ports = new HttpGateways({
      client: shop.client,
      scheduler: new FakeScheduler(0),
      ensureRequestId: () => 'u1',
    });
    const first = ports.take(cartArea.overHttp);
    const second = ports.take(sessionArea.overHttp);
    expect(second.cart).toBe(first.cart);
    const replaced = new HttpGateways(
      { client: shop.client, scheduler: new FakeScheduler(0), ensureRequestId: () => 'u1' },
      { cart: first.cart },
    );
    expect(replaced.take(cartArea.overHttp).cart).toBe(first.cart);
    expect(Object.keys(ports.made).sort()).toEqual(['account', 'auth', 'cart', 'wishlist']);
  });
});
