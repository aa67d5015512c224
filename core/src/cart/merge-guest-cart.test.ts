import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ShopError } from '../shared/errors.js';
import { AddToCart } from './add-to-cart.js';
import { mergeGuestCart, mergeStoredGuestCart } from './merge-guest-cart.js';
import { InMemoryCartGateway, type StoredLine } from './testing/in-memory-cart-gateway.js';
import { MemoryCartMergeIdStore } from './testing/memory-cart-merge-id-store.js';
import { SwitchableGuestStatus } from './testing/switchable-guest-status.js';

const GUEST = 'cart-guest-1';
const ACCOUNT = 'cart-account';

function setUp(
  guestLines: readonly StoredLine[],
  accountLines: readonly StoredLine[],
  storedId: string | null,
) {
  const gateway = new InMemoryCartGateway(ACCOUNT).seed(GUEST, guestLines).seed(ACCOUNT, accountLines);
  const mergeIds = new MemoryCartMergeIdStore(storedId);
  return { gateway, mergeIds, merge: mergeGuestCart(gateway, mergeIds) };
}

describe('given a guest filled a cart and then logged in', () => {
  it('when the guest cart is merged, then its lines join the account cart and the merge id is forgotten', async () => {
    const gateway = new InMemoryCartGateway(GUEST).seed(ACCOUNT, [{ option: 1, quantity: 1 }]);
    const mergeIds = new MemoryCartMergeIdStore();
    const guest = new SwitchableGuestStatus(true);
    await new AddToCart(gateway, guest, mergeIds).execute({ productOption: 1, amount: 2 });
    await new AddToCart(gateway, guest, mergeIds).execute({ productOption: 3 });

    guest.guest = false;
    gateway.login(ACCOUNT);
    await mergeGuestCart(gateway, mergeIds).execute();

    expect(gateway.calls.at(-1)).toBe(`merge ${GUEST}`);
    expect(gateway.linesOf(ACCOUNT)).toEqual([
      { option: 1, quantity: 3 },
      { option: 3, quantity: 1 },
    ]);
    expect(mergeIds.get()).toBeNull();
  });
});

describe('given no merge id is stored', () => {
  it('when a merge is asked for, then no call is made', async () => {
    const { gateway, merge } = setUp([{ option: 1, quantity: 1 }], [], null);
    await merge.execute();
    expect(gateway.calls).toEqual([]);
  });
});

describe('given a blank merge id is stored', () => {
  it('when a merge is asked for, then it is refused, nothing is sent and the blank id is forgotten', async () => {
    const { gateway, mergeIds, merge } = setUp([], [], '  ');
    const error = await merge.execute().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ShopError);
    expect((error as ShopError).code).toBe('cart-merge-without-id');
    expect(gateway.calls).toEqual([]);
    expect(mergeIds.get()).toBeNull();
  });
});

describe('given the merge call fails', () => {
  it('when merged, then the error is raised, the guest cart and the merge id are kept, and a retry merges', async () => {
    const { gateway, mergeIds, merge } = setUp([{ option: 5, quantity: 2 }], [], GUEST);
    gateway.failNext('merge');

    await expect(merge.execute()).rejects.toMatchObject({ status: 500 });
    expect(mergeIds.get()).toBe(GUEST);
    expect(gateway.linesOf(GUEST)).toEqual([{ option: 5, quantity: 2 }]);
    expect(gateway.linesOf(ACCOUNT)).toEqual([]);

    await merge.execute();
    expect(gateway.linesOf(ACCOUNT)).toEqual([{ option: 5, quantity: 2 }]);
    expect(mergeIds.get()).toBeNull();
  });
});

const linesArb = fc.uniqueArray(
  fc.record({ option: fc.integer({ min: 1, max: 8 }), quantity: fc.integer({ min: 1, max: 5 }) }),
  { selector: (line) => line.option, maxLength: 5 },
);

describe('property: merging is idempotent', () => {
  it('for any guest and account carts, merging twice leaves the same account cart as merging once', async () => {
    await fc.assert(
      fc.asyncProperty(linesArb, linesArb, fc.boolean(), async (guestLines, accountLines, replayId) => {
        const once = setUp(guestLines, accountLines, GUEST);
        await once.merge.execute();

        const twice = setUp(guestLines, accountLines, GUEST);
        await twice.merge.execute();
        // A replay with the id stored again models a retry after a lost answer.
        if (replayId) twice.mergeIds.set(GUEST);
        await twice.merge.execute();

        expect(twice.gateway.linesOf(ACCOUNT)).toEqual(once.gateway.linesOf(ACCOUNT));
        expect(twice.gateway.has(GUEST)).toBe(false);
        expect(twice.mergeIds.get()).toBeNull();
        expect(once.mergeIds.get()).toBeNull();
      }),
    );
  });

  it('for any carts, the pieces after a merge are the guest pieces plus the account pieces', async () => {
    await fc.assert(
      fc.asyncProperty(linesArb, linesArb, async (guestLines, accountLines) => {
        const { gateway, merge } = setUp(guestLines, accountLines, GUEST);
        await merge.execute();
        const pieces = (lines: readonly StoredLine[]) => lines.reduce((sum, l) => sum + l.quantity, 0);
        expect(pieces(gateway.linesOf(ACCOUNT))).toBe(pieces(guestLines) + pieces(accountLines));
      }),
    );
  });
});

describe('merging the stored guest cart by itself', () => {
  it('answers whether a merge was sent: no for no stored id, yes for a merge', async () => {
    const none = setUp([], [], null);
    expect(await mergeStoredGuestCart(none.gateway, none.mergeIds)).toBe(false);
    const one = setUp([{ option: 3, quantity: 1 }], [], GUEST);
    expect(await mergeStoredGuestCart(one.gateway, one.mergeIds)).toBe(true);
  });

  it('refuses a blank stored id, saying why', async () => {
    const blank = setUp([], [], '  ');
    await expect(mergeStoredGuestCart(blank.gateway, blank.mergeIds)).rejects.toMatchObject({
      code: 'cart-merge-without-id',
      message: 'cart merge without a merge id',
    });
  });
});
