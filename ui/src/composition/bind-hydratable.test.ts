import { describe, expect, it } from 'vitest';
import { TOKENS } from '../di/tokens';
import { createTestShop } from '../testing/test-shop';

describe('the hydration registry', () => {
  it('knows the hydratable stores a container has made, and no others', () => {
    const { container } = createTestShop();
    const registry = container.get(TOKENS.HydrationRegistry);
    expect(registry.stores()).toEqual([]);

    // The listing store is made with the session store it reads prices from.
    const listing = container.get(TOKENS.ListingStore);
    container.get(TOKENS.ListingStore);
    container.get(TOKENS.CartStore); // made, but not hydratable
    const session = container.get(TOKENS.SessionStore);
    expect(new Set(registry.stores())).toEqual(new Set([listing, session]));
    expect(registry.stores().map((store) => store.hydrationKey)).not.toContain('product');
  });

  it('still hands the browser every hydratable store, each once', () => {
    const { container } = createTestShop();
    const all = container.getAll(TOKENS.Hydratable);
    const keys = all.map((store) => store.hydrationKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['listing', 'router', 'session']));
    expect(container.get(TOKENS.HydrationRegistry).stores()).toHaveLength(all.length);
  });
});
