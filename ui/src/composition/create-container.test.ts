import { describe, expect, it, vi } from 'vitest';
import { AREA, SHOP } from '@fanshop/adapters/container';
import { CredentialsMother, flushMicrotasks } from '@fanshop/core/testing';
import { createTestShop, RETURNING_GUEST_COOKIE } from '../testing/test-shop';

describe('the hydration registry', () => {
  it('knows the hydratable stores a page has made, and no others', () => {
    const { services } = createTestShop();
    const registry = services.hydration;
    expect(registry.stores()).toEqual([]);

    // The listing store is made with the session store it reads prices from.
    const listing = services.listing;
    void services.listing;
    void services.cart; // made, but not hydratable
    const session = services.session;
    expect(new Set(registry.stores())).toEqual(new Set([listing, session]));
    expect(registry.stores().map((store) => store.hydrationKey)).not.toContain('product');
  });

  it('still hands the browser every hydratable store, each once', () => {
    const { services } = createTestShop();
    const all = services.hydratables();
    const keys = all.map((store) => store.hydrationKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['listing', 'router', 'session']));
    expect(services.hydration.stores()).toHaveLength(all.length);
  });
});

describe('one composition: the process container, a child per shopper', () => {
  it('gives each shopper their own stores and use cases, made once each', () => {
    const one = createTestShop();
    const two = createTestShop();
    expect(one.resolver.get('cart')).toBe(one.resolver.get('cart'));
    expect(one.resolver.get('cart')).not.toBe(two.resolver.get('cart'));
    expect(one.resolver.resolve(AREA.cart)).toBe(one.resolver.resolve(AREA.cart));
    expect(one.resolver.resolve(AREA.cart)).not.toBe(two.resolver.resolve(AREA.cart));
  });

  it('a page gets only the services it declares', () => {
    const { resolver } = createTestShop();
    const picked = resolver.pick(['listing', 'config']);
    expect(Object.keys(picked).sort()).toEqual(['config', 'listing']);
  });

  it('a failed answer reaches the session through the shopper’s events: the cart shown is cleared and the shopper goes home', async () => {
    const { services, fakes, resolver } = createTestShop({ cookieHeader: RETURNING_GUEST_COOKIE });
    const reset = vi.spyOn(services.cart, 'reset');
    const ended = vi.spyOn(services.session, 'sessionEnded');
    resolver
      .resolve(SHOP.events)
      .answerFailed({ type: 'token-required', credentials: CredentialsMother.guest() });
    await flushMicrotasks(50);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(fakes.navigator.visits).toEqual(['home']);
  });
});

describe('the stores only some pages use', () => {
  it('are bound as a page declaring them opens, and not before', async () => {
    const { resolver } = createTestShop({ pageStores: 'opened' });
    expect(() => resolver.get('product')).toThrow();
    expect(resolver.hydratables().map((store) => store.hydrationKey)).not.toContain('product');

    await resolver.preparePage(['config', 'product', 'session']);
    expect(resolver.get('product')).toBe(resolver.get('product'));
    expect(resolver.hydratables().map((store) => store.hydrationKey)).toContain('product');
    // Another page's stores are still not there.
    expect(() => resolver.get('listing')).toThrow();
  });

  it('are bound once, also when two pages open them at the same time', async () => {
    const { resolver } = createTestShop({ pageStores: 'opened' });
    await Promise.all([resolver.preparePage(['account']), resolver.preparePage(['orders', 'account'])]);
    expect(resolver.preparePage(['account', 'orders'])).toBeUndefined();
    expect(resolver.get('orders')).toBe(resolver.get('orders'));
    expect(resolver.get('account')).toBeDefined();
  });

  it('need no waiting once bound', async () => {
    const { resolver } = createTestShop({ pageStores: 'opened' });
    await resolver.preparePage(['listing']);
    expect(resolver.preparePage(['listing'])).toBeUndefined();
    expect(resolver.get('listing').hydrationKey).toBe('listing');
  });

  it('come with the page the router opens, whose components read them', async () => {
    const { services, resolver } = createTestShop({ pageStores: 'opened' });
    expect(() => resolver.get('quickAdd')).toThrow();
    const resolution = await services.router.resolve('/wishlist/');
    expect(resolution.kind).toBe('page');
    expect(services.router.current.status).toBe(200);
    expect(resolver.get('quickAdd')).toBeDefined();
  });
});
