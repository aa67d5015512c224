import { describe, expect, it } from 'vitest';
import { productIds } from './wishlist.js';
import { wishlistFixture } from './testing/wishlist-fixture.js';

const GUEST = 'wl-guest-1';
const ACCOUNT = 'wl-account';

describe('given a customer with a stored merge id (a non-empty guest list waits)', () => {
  it('when the wishlist starts, then it merges and answers the merged list without a refresh', async () => {
    const f = wishlistFixture({ guest: false, current: ACCOUNT, storedId: GUEST });
    f.gateway.seed(GUEST, [1, 2]).seed(ACCOUNT, [2, 3]);

    const wishlist = await f.start.execute();

    expect(f.gateway.calls).toEqual([`merge ${GUEST}`]);
    expect(productIds(wishlist)).toEqual([2, 3, 1]);
    expect(f.mergeIds.get()).toBeNull();
  });

  it('when the merge fails, then it is logged, the account list is shown, the id is kept, and the next start merges', async () => {
    const f = wishlistFixture({ guest: false, current: ACCOUNT, storedId: GUEST });
    f.gateway.seed(GUEST, [1]).seed(ACCOUNT, [8]);
    f.gateway.failNext('merge');

    const first = await f.start.execute();

    expect(productIds(first)).toEqual([8]);
    expect(f.logger.errors).toHaveLength(1);
    expect(f.logger.errors[0]?.message).toBe('merging the guest wishlist failed; refreshing without it');
    expect(f.mergeIds.get()).toBe(GUEST);
    expect(f.gateway.idsOf(GUEST)).toEqual([1]);

    expect(productIds(await f.start.execute())).toEqual([8, 1]);
    expect(f.mergeIds.get()).toBeNull();
  });

  it('when the stored id is blank, then the merge is rejected (logged) and the list refreshed', async () => {
    const f = wishlistFixture({ guest: false, current: ACCOUNT, storedId: ' ' });
    f.gateway.seed(ACCOUNT, [8]);

    const wishlist = await f.start.execute();

    expect(f.gateway.calls).toEqual(['get']);
    expect(productIds(wishlist)).toEqual([8]);
    expect(f.logger.errors[0]?.details?.error).toMatchObject({ code: 'wishlist-merge-without-id' });
    expect(f.mergeIds.get()).toBeNull();
  });
});

describe('given a customer without a stored merge id', () => {
  it('when the wishlist starts, then it refreshes', async () => {
    const f = wishlistFixture({ guest: false, current: ACCOUNT });
    f.gateway.seed(ACCOUNT, [5]);
    const wishlist = await f.start.execute();
    expect(f.gateway.calls).toEqual(['get']);
    expect(productIds(wishlist)).toEqual([5]);
    expect(wishlist.uuid).toBe(ACCOUNT);
    // No merge was even tried: one without a merge id would have been refused and logged.
    expect(f.logger.errors).toEqual([]);
  });
});

describe('given a guest', () => {
  it('when the wishlist starts with a stored id, then it refreshes instead of merging its own list, and keeps the id', async () => {
    const f = wishlistFixture({ guest: true, storedId: GUEST });
    f.gateway.seed(GUEST, [4]);
    const wishlist = await f.start.execute();
    expect(f.gateway.calls).toEqual(['get']);
    expect(productIds(wishlist)).toEqual([4]);
    expect(f.mergeIds.get()).toBe(GUEST);
  });

  it('when the list turns out empty, then the stale merge id is forgotten', async () => {
    const f = wishlistFixture({ guest: true, storedId: GUEST });
    await f.start.execute();
    expect(f.mergeIds.get()).toBeNull();
  });

  it('when the answer holds products lacking an id, then they are logged and skipped', async () => {
    const f = wishlistFixture({ guest: true });
    f.gateway.seed(GUEST, [4]);
    f.gateway.junk = [{ title: 'broken' }];
    const wishlist = await f.start.execute();
    expect(productIds(wishlist)).toEqual([4]);
    expect(f.logger.errors).toHaveLength(1);
    expect(f.logger.errors[0]?.message).toBe('wishlist product without an id skipped');
  });
});
