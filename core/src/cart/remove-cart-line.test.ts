import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RecordingNavigator } from '../navigation/testing/recording-navigator.js';
import { CART_REMOVAL_DELAY_MS } from '../shared/constants.js';
import { ShopError } from '../shared/errors.js';
import { FakeScheduler, flushMicrotasks } from '../shared/testing/fake-scheduler.js';
import { RemoveCartLine, type CartRemovalOutcome } from './remove-cart-line.js';
import { hashOf, InMemoryCartGateway } from './testing/in-memory-cart-gateway.js';
import { MemoryCartMergeIdStore } from './testing/memory-cart-merge-id-store.js';
import { SwitchableGuestStatus } from './testing/switchable-guest-status.js';

function setUp({ guest = true } = {}) {
  const gateway = new InMemoryCartGateway('cart-guest-1').seed('cart-guest-1', [
    { option: 1, quantity: 1 },
    { option: 2, quantity: 2 },
  ]);
  const mergeIds = new MemoryCartMergeIdStore('cart-guest-1');
  const scheduler = new FakeScheduler();
  const navigator = new RecordingNavigator();
  const removeLine = new RemoveCartLine(
    gateway,
    new SwitchableGuestStatus(guest),
    mergeIds,
    scheduler,
    navigator,
  );
  return { gateway, mergeIds, scheduler, navigator, removeLine };
}

/** Records how an outcome settled without letting a rejection go unhandled. */
function watch(outcome: Promise<CartRemovalOutcome>) {
  const seen: { value?: CartRemovalOutcome; error?: unknown; settled: boolean } = { settled: false };
  outcome.then(
    (value) => Object.assign(seen, { value, settled: true }),
    (error: unknown) => Object.assign(seen, { error, settled: true }),
  );
  return seen;
}

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('given a line chosen for removal', () => {
  it('when less than 2 s pass, then nothing is sent; at 2 s it is removed and the new cart comes back', async () => {
    const { gateway, scheduler, removeLine } = setUp();

    const pending = removeLine.execute({ hash: hashOf(1) });
    const seen = watch(pending.outcome);
    await scheduler.advanceAsync(CART_REMOVAL_DELAY_MS - 1);

    expect(gateway.callsOf('remove')).toEqual([]);
    expect(seen.settled).toBe(false);

    await scheduler.advanceAsync(1);

    expect(gateway.callsOf('remove')).toEqual(['remove line-1']);
    expect(seen.value?.kind).toBe('removed');
    if (seen.value?.kind === 'removed') expect(seen.value.cart.products.map((l) => l.option.id)).toEqual([2]);
    expect(gateway.linesOf('cart-guest-1')).toEqual([{ option: 2, quantity: 2 }]);
  });

  it('when undone before 2 s, then nothing is ever sent, the outcome is cancelled and the lock is released', async () => {
    const { gateway, scheduler, removeLine } = setUp();

    const pending = removeLine.execute({ hash: hashOf(1) });
    await scheduler.advanceAsync(1_500);

    expect(pending.cancel()).toBe(true);
    await expect(pending.outcome).resolves.toEqual({ kind: 'cancelled' });
    await scheduler.advanceAsync(10_000);
    expect(gateway.calls).toEqual([]);
    expect(pending.cancel()).toBe(false);

    const next = removeLine.execute({ hash: hashOf(2) });
    await scheduler.advanceAsync(CART_REMOVAL_DELAY_MS);
    await expect(next.outcome).resolves.toMatchObject({ kind: 'removed' });
  });

  it('when undo comes after the call was sent, then it is refused and the removal completes', async () => {
    const { scheduler, removeLine } = setUp();
    const pending = removeLine.execute({ hash: hashOf(1) });
    scheduler.advance(CART_REMOVAL_DELAY_MS);

    expect(pending.cancel()).toBe(false);
    await expect(pending.outcome).resolves.toMatchObject({ kind: 'removed' });
  });

  it('when the shopper is a guest and the last line goes, then the merge id is forgotten', async () => {
    const { gateway, mergeIds, scheduler, removeLine } = setUp();
    gateway.seed('cart-guest-1', [{ option: 1, quantity: 1 }]);

    const pending = removeLine.execute({ hash: hashOf(1) });
    await scheduler.advanceAsync(CART_REMOVAL_DELAY_MS);

    await expect(pending.outcome).resolves.toMatchObject({ kind: 'removed' });
    expect(mergeIds.get()).toBeNull();
  });

  it('when the shopper is a customer, then the merge id is left alone', async () => {
    const { gateway, mergeIds, scheduler, removeLine } = setUp({ guest: false });
    gateway.seed('cart-guest-1', [{ option: 1, quantity: 1 }]);
    const pending = removeLine.execute({ hash: hashOf(1) });
    await scheduler.advanceAsync(CART_REMOVAL_DELAY_MS);
    await pending.outcome;
    expect(mergeIds.get()).toBe('cart-guest-1');
  });
});

describe('given a removal is pending', () => {
  it('when another removal of the same or another line is asked for, then it is refused as locked, until the first ends', async () => {
    const { gateway, scheduler, removeLine } = setUp();
    const first = removeLine.execute({ hash: hashOf(1) });

    for (const hash of [hashOf(1), hashOf(2)]) {
      const error = thrown(() => removeLine.execute({ hash }));
      expect(error).toBeInstanceOf(ShopError);
      expect((error as ShopError).code).toBe('cart-removal-locked');
      expect((error as ShopError).message).toBe(`a cart removal is pending (line ${hashOf(1)})`);
    }

    // Still locked while the call is in flight.
    scheduler.advance(CART_REMOVAL_DELAY_MS);
    expect((thrown(() => removeLine.execute({ hash: hashOf(2) })) as ShopError).code).toBe(
      'cart-removal-locked',
    );

    await first.outcome;
    const second = removeLine.execute({ hash: hashOf(2) });
    await scheduler.advanceAsync(CART_REMOVAL_DELAY_MS);
    await expect(second.outcome).resolves.toMatchObject({ kind: 'removed' });
    expect(gateway.callsOf('remove')).toEqual(['remove line-1', 'remove line-2']);
  });
});

describe('given no chosen item', () => {
  it('when a removal is asked for, then it fails with a ShopError and schedules nothing', () => {
    const { scheduler, removeLine } = setUp();
    for (const line of [null, undefined, { hash: '' }]) {
      const error = thrown(() => removeLine.execute(line));
      expect(error).toBeInstanceOf(ShopError);
      expect((error as ShopError).code).toBe('cart-removal-without-item');
      expect((error as ShopError).message).toBe('no cart item chosen for removal');
    }
    expect(scheduler.size).toBe(0);
  });
});

describe('given the API answers the removal without a cart', () => {
  it('when the removal is sent, then the page reloads', async () => {
    const { gateway, navigator, scheduler, removeLine } = setUp();
    gateway.removalAnswersNoCart = true;

    const pending = removeLine.execute({ hash: hashOf(1) });
    await scheduler.advanceAsync(CART_REMOVAL_DELAY_MS);

    await expect(pending.outcome).resolves.toEqual({ kind: 'reloaded' });
    expect(navigator.visits).toEqual(['reload']);
  });
});

describe('given the API fails', () => {
  it('when the removal is sent, then the outcome rejects, the line is still in the cart and the lock is released', async () => {
    const { gateway, mergeIds, navigator, scheduler, removeLine } = setUp();
    gateway.failNext('remove');

    const pending = removeLine.execute({ hash: hashOf(1) });
    const seen = watch(pending.outcome);
    await scheduler.advanceAsync(CART_REMOVAL_DELAY_MS);

    expect(seen.error).toMatchObject({ status: 500 });
    expect(gateway.linesOf('cart-guest-1').map((l) => l.option)).toEqual([1, 2]);
    expect(mergeIds.get()).toBe('cart-guest-1');
    expect(navigator.visits).toEqual([]);

    const retry = removeLine.execute({ hash: hashOf(1) });
    await scheduler.advanceAsync(CART_REMOVAL_DELAY_MS);
    await expect(retry.outcome).resolves.toMatchObject({ kind: 'removed' });
  });
});

describe('property: undo before the delay', () => {
  it('for any time before 2 s, an undone removal never calls the gateway', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: CART_REMOVAL_DELAY_MS - 1 }),
        fc.integer({ min: 0, max: 60_000 }),
        async (undoAt, waitAfter) => {
          const { gateway, scheduler, removeLine } = setUp();
          const pending = removeLine.execute({ hash: hashOf(2) });
          await scheduler.advanceAsync(undoAt);
          expect(pending.cancel()).toBe(true);
          await scheduler.advanceAsync(waitAfter);
          await flushMicrotasks();
          expect(gateway.calls).toEqual([]);
          await expect(pending.outcome).resolves.toEqual({ kind: 'cancelled' });
          expect(scheduler.size).toBe(0);
        },
      ),
    );
  });
});

describe('given a removal waiting when the shopper leaves (to the checkout, or away)', () => {
  it('when it is sent now, then it goes at once as a request that outlives the page, and never a second time', async () => {
    const { gateway, scheduler, removeLine } = setUp();
    const pending = removeLine.execute({ hash: hashOf(1) });
    await scheduler.advanceAsync(500);

    const outcome = await pending.sendNow({ keepalive: true });

    expect(outcome.kind).toBe('removed');
    expect(gateway.callsOf('remove')).toEqual([`remove ${hashOf(1)} (keepalive)`]);
    await scheduler.advanceAsync(CART_REMOVAL_DELAY_MS);
    await pending.sendNow({ keepalive: true });
    expect(gateway.callsOf('remove')).toHaveLength(1);
    expect(pending.cancel()).toBe(false);
  });

  it('when it was undone before, then sending now sends nothing', async () => {
    const { gateway, removeLine } = setUp();
    const pending = removeLine.execute({ hash: hashOf(2) });
    expect(pending.cancel()).toBe(true);

    expect((await pending.sendNow({ keepalive: true })).kind).toBe('cancelled');
    expect(gateway.callsOf('remove')).toEqual([]);
  });

  it('whenever it is sent now within the 2 s, exactly one removal goes out and the lock is free again', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: CART_REMOVAL_DELAY_MS - 1 }), async (after) => {
        const { gateway, scheduler, removeLine } = setUp();
        const pending = removeLine.execute({ hash: hashOf(1) });
        await scheduler.advanceAsync(after);
        await pending.sendNow();
        await scheduler.advanceAsync(CART_REMOVAL_DELAY_MS);
        await flushMicrotasks();
        expect(gateway.callsOf('remove')).toEqual([`remove ${hashOf(1)}`]);
        expect(() => removeLine.execute({ hash: hashOf(2) })).not.toThrow();
      }),
      { numRuns: 30 },
    );
  });
});
