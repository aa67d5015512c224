import { describe, expect, it } from 'vitest';
import { productIds } from './wishlist.js';
import { wishlistFixture } from './testing/wishlist-fixture.js';

describe('given a guest with two products on the list', () => {
  it('when one is removed, then the rest comes back and the merge id stays', async () => {
    const f = wishlistFixture({ storedId: 'wl-guest-1' });
    f.gateway.seed('wl-guest-1', [1, 2]);
    const wishlist = await f.remove.execute(1);
    expect(productIds(wishlist)).toEqual([2]);
    expect(f.mergeIds.get()).toBe('wl-guest-1');
  });

  it('when both are removed, then the merge id is forgotten: an empty guest list is never merged', async () => {
    const f = wishlistFixture({ storedId: 'wl-guest-1' });
    f.gateway.seed('wl-guest-1', [1, 2]);
    await f.remove.execute(1);
    const wishlist = await f.remove.execute(2);
    expect(wishlist.products).toEqual([]);
    expect(f.mergeIds.get()).toBeNull();
  });
});

describe('given the API fails', () => {
  it('when a product is removed, then the error is raised, the product stays and the merge id is kept', async () => {
    const f = wishlistFixture({ storedId: 'wl-guest-1' });
    f.gateway.seed('wl-guest-1', [1]);
    f.gateway.failNext('remove');

    await expect(f.remove.execute(1)).rejects.toMatchObject({ status: 500 });

    expect(f.gateway.idsOf('wl-guest-1')).toEqual([1]);
    expect(f.mergeIds.get()).toBe('wl-guest-1');
    expect(f.lock.isLocked).toBe(false);
  });
});
