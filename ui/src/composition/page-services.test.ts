import { describe, expect, it } from 'vitest';
import { createTestShop } from '../testing/test-shop';

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
