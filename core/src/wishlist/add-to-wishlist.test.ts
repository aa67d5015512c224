import { describe, expect, it } from 'vitest';
import { ShopError } from '../shared/errors.js';
import { productIds } from './wishlist.js';
import { wishlistFixture } from './testing/wishlist-fixture.js';
import { aWishlist } from './testing/wishlist-mother.js';

describe('given a guest', () => {
  it('when a product is added, then the new list comes back and its uuid is kept as merge id', async () => {
    const f = wishlistFixture({ guest: true });
    f.gateway.seed('wl-guest-1', [4]);

    const wishlist = await f.add.execute(7);

    expect(productIds(wishlist)).toEqual([4, 7]);
    expect(wishlist.uuid).toBe('wl-guest-1');
    expect(f.mergeIds.get()).toBe('wl-guest-1');
  });
});

describe('given a customer', () => {
  it('when a product is added, then no merge id is kept', async () => {
    const f = wishlistFixture({ guest: false, current: 'wl-account' });
    const wishlist = await f.add.execute(7);
    expect(productIds(wishlist)).toEqual([7]);
    expect(f.mergeIds.get()).toBeNull();
  });
});

describe('given the answer holds products lacking an id', () => {
  it('when a product is added, then those are logged and skipped', async () => {
    const f = wishlistFixture();
    f.gateway.junk = [{ name: 'ghost' }, { id: null }];

    const wishlist = await f.add.execute(7);

    expect(productIds(wishlist)).toEqual([7]);
    expect(f.logger.errors.map((e) => e.details?.product)).toEqual([{ name: 'ghost' }, { id: null }]);
  });
});

describe('given a change is in flight', () => {
  it('when any second change is asked for, then it is rejected with "changes are locked" and not sent', async () => {
    const f = wishlistFixture();
    f.gateway.seed('wl-guest-1', [1]);
    const release = f.gateway.hold();
    const first = f.add.execute(2);

    for (const second of [
      () => f.add.execute(3),
      () => f.remove.execute(1),
      () => f.toggle.execute(1, aWishlist([1])),
    ]) {
      const error = await second().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ShopError);
      expect((error as ShopError).message).toBe('changes are locked');
    }
    expect(f.gateway.calls).toEqual(['add 2']);

    release();
    expect(productIds(await first)).toEqual([1, 2]);
    expect(productIds(await f.add.execute(3))).toEqual([1, 2, 3]);
  });
});

describe('given the API fails', () => {
  it('when a product is added, then the error is raised, nothing changes and the lock is released', async () => {
    const f = wishlistFixture({ storedId: 'wl-guest-1' });
    f.gateway.seed('wl-guest-1', [1]);
    f.gateway.failNext('add');

    await expect(f.add.execute(2)).rejects.toMatchObject({ status: 500 });

    expect(f.gateway.idsOf('wl-guest-1')).toEqual([1]);
    expect(f.mergeIds.get()).toBe('wl-guest-1');
    expect(f.lock.isLocked).toBe(false);
    expect(productIds(await f.add.execute(2))).toEqual([1, 2]);
  });
});

describe('given an id that names no product', () => {
  it('when added, then it is refused before any call', async () => {
    const f = wishlistFixture();
    for (const bad of [0, -1, 1.5, Number.NaN]) {
      await expect(f.add.execute(bad)).rejects.toMatchObject({ code: 'wishlist-invalid-product' });
    }
    expect(f.gateway.calls).toEqual([]);
  });
});
