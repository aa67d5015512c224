import { describe, expect, it } from 'vitest';
import { CART_REMOVAL_DELAY_MS } from '../shared/constants.js';
import { ShopError } from '../shared/errors.js';
import { FakeScheduler } from '../shared/testing/fake-scheduler.js';
import { UndoableRemovals } from './undoable-removal.js';

function removals(send: (hash: string) => Promise<{ kind: 'removed'; hash: string }>) {
  const scheduler = new FakeScheduler();
  const sent: string[] = [];
  const made = new UndoableRemovals(scheduler, (hash) => {
    sent.push(hash);
    return send(hash);
  });
  return { scheduler, sent, removals: made };
}

const removed = (hash: string) => Promise.resolve({ kind: 'removed' as const, hash });

describe('UndoableRemovals', () => {
  it('given a removal started, when its 2 seconds pass, then it is sent once and is no longer undoable', async () => {
    const { scheduler, sent, removals: r } = removals(removed);
    const pending = r.start('a');
    scheduler.advance(CART_REMOVAL_DELAY_MS - 1);
    expect(sent).toEqual([]);
    expect(pending.undoable).toBe(true);

    scheduler.advance(1);

    expect(sent).toEqual(['a']);
    expect(pending.undoable).toBe(false);
    expect(pending.cancel()).toBe(false);
    await expect(pending.outcome).resolves.toEqual({ kind: 'removed', hash: 'a' });
    expect(r.pendingHash).toBeNull();
  });

  it('given a removal pending, when another is started, then it is refused until the first is undone', async () => {
    const { removals: r } = removals(removed);
    const first = r.start('a');
    expect(r.pendingHash).toBe('a');
    expect(() => r.start('b')).toThrow(ShopError);

    expect(first.cancel()).toBe(true);

    await expect(first.outcome).resolves.toEqual({ kind: 'cancelled' });
    expect(r.start('b').hash).toBe('b');
  });

  it('given a send that throws at once, then the outcome rejects and the lock is released', async () => {
    const { scheduler, removals: r } = removals(() => {
      throw new Error('down');
    });
    const pending = r.start('a');
    scheduler.advance(CART_REMOVAL_DELAY_MS);

    await expect(pending.outcome).rejects.toThrow('down');
    expect(r.pendingHash).toBeNull();
  });

  it('given no hash, then nothing starts', () => {
    const { removals: r } = removals(removed);
    expect(() => r.start('')).toThrow(expect.objectContaining({ code: 'cart-removal-without-item' }));
    expect(r.pendingHash).toBeNull();
  });
});
