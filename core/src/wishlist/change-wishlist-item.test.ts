import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { serverError } from '../cart/testing/in-memory-cart-gateway.js';
import { ChangeWishlistItem, wishlistChanged, type WishlistChangeOutcome } from './change-wishlist-item.js';
import { wishlistFixture } from './testing/wishlist-fixture.js';
import { productIds, type Wishlist } from './wishlist.js';

const GUEST = 'wl-guest-1';

function world(ids: readonly number[] = []) {
  const f = wishlistFixture();
  f.gateway.seed(GUEST, ids);
  const change = new ChangeWishlistItem(f.toggle, f.remove, f.lock, f.logger);
  const shownLists: Wishlist[] = [];
  const show = (wishlist: Wishlist) => shownLists.push(wishlist);
  return { ...f, change, shownLists, show };
}

const JERSEY = { id: 7, name: 'Home jersey' };

describe('given a product not on the list', () => {
  it('when its heart is pressed, then it shows first at once and the answer says the add took', async () => {
    const w = world([1]);
    const shown = await w.start.execute();

    const outcome = await w.change.toggle(JERSEY, shown, w.show);

    expect(w.shownLists.map(productIds)).toEqual([[7, 1]]);
    expect(w.shownLists[0]?.products[0]).toEqual({ id: 7, tile: null });
    expect(outcome).toMatchObject({ kind: 'added', took: true });
    expect(outcome.kind === 'added' && productIds(outcome.wishlist).sort()).toEqual([1, 7]);
  });

  it('when the API refuses the add, then the outcome says to roll back and the failure is logged', async () => {
    const w = world([1]);
    const shown = await w.start.execute();
    w.gateway.failNext('add', serverError());

    const outcome = await w.change.toggle(JERSEY, shown, w.show);

    expect(outcome).toEqual({ kind: 'failed', rollBack: true });
    expect(w.shownLists).toHaveLength(1);
    expect(w.logger.entries.some((e) => e.message === 'wishlist change failed')).toBe(true);
  });
});

describe('given a change that fails for a reason of its own', () => {
  it('when the product id is no product id, then the change failed, is rolled back and logged with the product', async () => {
    const w = world([1]);
    const shown = await w.start.execute();
    const outcome = await w.change.toggle({ id: 0, name: 'Broken' }, shown, w.show);
    expect(outcome).toEqual({ kind: 'failed', rollBack: true });
    expect(wishlistChanged(outcome)).toBe(false);
    expect(w.logger.errors[0]).toMatchObject({
      message: 'wishlist change failed',
      details: { productId: 0 },
    });
    expect(String(w.logger.errors[0]?.details?.error)).toMatch(/not a product id: 0/);
  });

  it('when refused as locked, then it is no change either', () => {
    expect(wishlistChanged({ kind: 'locked', rollBack: false })).toBe(false);
  });
});

describe('given a product on the list', () => {
  it('when its heart is pressed, then it is gone at once and the outcome is a removal', async () => {
    const w = world([1, 7]);
    const shown = await w.start.execute();

    const outcome = await w.change.toggle(JERSEY, shown, w.show);

    expect(w.shownLists.map(productIds)).toEqual([[1]]);
    expect(outcome).toMatchObject({ kind: 'removed', took: false });
  });

  it('when its remove button is pressed, then it is removed', async () => {
    const w = world([1, 7]);
    const shown = await w.start.execute();

    const outcome = await w.change.remove(JERSEY, shown, w.show);

    expect(outcome.kind).toBe('removed');
    expect(w.gateway.idsOf(GUEST)).toEqual([1]);
  });
});

describe('given a change on its way', () => {
  it('when another heart is pressed, then it is refused as locked, shows nothing and logs nothing', async () => {
    const w = world([]);
    const shown = await w.start.execute();
    const release = w.gateway.hold();
    const first = w.change.toggle(JERSEY, shown, w.show);

    const second = await w.change.toggle({ id: 8, name: 'Scarf' }, shown, w.show);
    release();

    expect(second).toEqual({ kind: 'locked', rollBack: false });
    expect(w.shownLists.map(productIds)).toEqual([[7]]);
    expect((await first).kind).toBe('added');
    expect(w.logger.entries).toEqual([]);
  });
});

describe('property: what is shown early is what the API answers', () => {
  it('for any list and product, a change that goes through answers the membership shown early', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: 8 }), { maxLength: 6 }),
        fc.integer({ min: 1, max: 8 }),
        async (ids, id) => {
          const w = world(ids);
          const shown = await w.start.execute();
          const outcome: WishlistChangeOutcome = await w.change.toggle({ id, name: `p${id}` }, shown, w.show);
          expect(wishlistChanged(outcome)).toBe(true);
          if (!wishlistChanged(outcome)) return;
          expect(new Set(productIds(outcome.wishlist))).toEqual(new Set(productIds(w.shownLists[0]!)));
        },
      ),
    );
  });
});
