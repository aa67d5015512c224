import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { FakeScheduler, flushMicrotasks } from '@fanshop/core/testing';
import { FakeTransport } from '../http/testing/fake-transport.js';
import { RequestCookieJar } from '../storage/cookie-jar.js';
import { MemoryStorage } from '../storage/key-value-storage.js';
import { SHOP_WIRING } from '../shop/areas/index.js';
import { createHttpApi } from '../shop/http-api.js';
import { SessionEvents } from '../shop/session-events.js';
import { createShopIdentity } from '../shop/shop-identity.js';
import { AREA, SHOP, ShopperScope, shopperContainer, shopModules } from './index.js';

const CUSTOMER = '3b7c8f8e-1111-4111-8111-111111111111';
const INVALID_TOKEN = { status: 403, data: { errors: { token: 'invalid token' } } };

/** The process: the areas' modules bound once. */
function processContainer(): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(SHOP.scheduler).toConstantValue(new FakeScheduler(1_000_000));
  container.load(shopModules(SHOP_WIRING));
  return container;
}

/** One shopper: their cookies, identity, events and ports over a scripted network, in a child container. */
function shopper(parent: Container, cookieHeader = '') {
  const transport = new FakeTransport();
  const cookies = new RequestCookieJar(cookieHeader, false);
  const identity = createShopIdentity({ cookies, storage: new MemoryStorage() });
  const events = new SessionEvents();
  const api = createHttpApi({
    apiBaseUrl: 'http://api.test',
    identity,
    language: () => 'en-US',
    scheduler: new FakeScheduler(1_000_000),
    transport: transport.adapter,
    onSessionSignal: (signal) => events.answerFailed(signal),
  });
  const scope = new ShopperScope(parent)
    .provide(SHOP.identity, identity)
    .provide(SHOP.events, events)
    .provide(SHOP.gateways, api.gateways);
  return { container: shopperContainer(scope, parent), transport, cookies, events };
}

describe('shopModules: the areas bound once per process, made once per shopper', () => {
  it('one shopper gets the same use cases every time; another shopper gets their own', () => {
    const parent = processContainer();
    const one = shopper(parent).container;
    const two = shopper(parent).container;
    expect(one.get(AREA.cart)).toBe(one.get(AREA.cart));
    expect(one.get(AREA.cart).removeLine).not.toBe(two.get(AREA.cart).removeLine);
    expect(one.get(AREA.session).logout).toBe(one.get(SHOP.sessionCore).logout);
  });

  it('answers the same use cases as composeShopClient, by area', () => {
    const { container } = shopper(processContainer());
    expect(Object.keys(container.get(AREA.cart)).sort()).toEqual([
      'add',
      'changeQuantity',
      'load',
      'removeLine',
    ]);
    expect(Object.keys(container.get(AREA.session)).sort()).toEqual([
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

  it("a failed answer reaches the shopper's session through their events and ends it once", async () => {
    const { container, transport, cookies, events } = shopper(
      processContainer(),
      `__uul=tok-1; __uuhlat=${CUSTOMER}`,
    );
    const ended: string[] = [];
    events.onSessionEnded(() => ended.push('ended'));
    transport.answer('GET /api/v1/cart/', INVALID_TOKEN);
    await expect(container.get(AREA.cart).load.execute()).rejects.toThrow();
    await flushMicrotasks(50);
    expect(ended).toEqual(['ended']);
    expect(cookies.get('__uul')).toBeUndefined();
  });
});
