import { describe, expect, it } from 'vitest';
import { LEAVING_GRACE_MS } from '@fanshop/core/shared';
import { FakeScheduler, flushMicrotasks } from '@fanshop/core/testing';
import { quietWhenLeft } from './lazy-api';

const cutOff = () => Promise.reject(new TypeError('error loading dynamically imported module'));

function settled(promise: Promise<unknown>): { state: 'pending' | 'done' | 'failed' } {
  const seen = { state: 'pending' as 'pending' | 'done' | 'failed' };
  promise.then(
    () => (seen.state = 'done'),
    () => (seen.state = 'failed'),
  );
  return seen;
}

describe('given the API layer’s code loading on a page', () => {
  it('when its load fails while the shopper stays, then it fails at once, to be shown and tried again', async () => {
    const clock = new FakeScheduler(0);
    const seen = settled(quietWhenLeft(cutOff, { leaving: () => false }, clock)());
    await flushMicrotasks();
    expect(seen.state).toBe('failed');
  });

  it('when its load is cut off while the shopper leaves, then nothing fails for as long as a left page lives', async () => {
    const clock = new FakeScheduler(0);
    const seen = settled(quietWhenLeft(cutOff, { leaving: () => true }, clock)());
    await flushMicrotasks();
    expect(seen.state).toBe('pending');
    await clock.advanceAsync(LEAVING_GRACE_MS - 1);
    expect(seen.state).toBe('pending');
    // A navigation that never happened (a download): the failure comes after all.
    await clock.advanceAsync(1);
    expect(seen.state).toBe('failed');
  });

  it('when it loads, then the layer arrives, leaving or not', async () => {
    const clock = new FakeScheduler(0);
    await expect(
      quietWhenLeft(() => Promise.resolve('layer'), { leaving: () => true }, clock)(),
    ).resolves.toBe('layer');
    await expect(quietWhenLeft(() => Promise.resolve('layer'), undefined, clock)()).resolves.toBe('layer');
  });
});
