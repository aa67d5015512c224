import { describe, expect, it } from 'vitest';
import { FakeScheduler, flushMicrotasks } from '@fanshop/core/testing';
import { debounceCall, shareInFlight } from './call-sharing.js';

describe('shareInFlight', () => {
  it('given concurrent calls, then one call runs and all share its outcome; a later call runs again', async () => {
    let runs = 0;
    let finish: (v: number) => void = () => undefined;
    const shared = shareInFlight(() => {
      runs++;
      return new Promise<number>((resolve) => (finish = resolve));
    });
    const calls = [shared(), shared(), shared(), shared(), shared()];
    finish(7);
    expect(await Promise.all(calls)).toEqual([7, 7, 7, 7, 7]);
    expect(runs).toBe(1);
    const next = shared();
    finish(8);
    expect(await next).toBe(8);
    expect(runs).toBe(2);
  });

  it('given the shared call fails, then every caller gets the failure and the next call runs afresh', async () => {
    let runs = 0;
    const shared = shareInFlight(async () => {
      runs++;
      if (runs === 1) throw new Error('down');
      return 'up';
    });
    const results = await Promise.allSettled([shared(), shared()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await shared()).toBe('up');
  });
});

describe('debounceCall', () => {
  it('given a burst of calls, then one request is sent after the last and every caller gets its answer', async () => {
    const scheduler = new FakeScheduler();
    let runs = 0;
    const debounced = debounceCall(scheduler, 100, async () => ++runs);
    const first = debounced();
    scheduler.advance(80);
    const second = debounced();
    scheduler.advance(80);
    expect(runs).toBe(0);
    scheduler.advance(20);
    await flushMicrotasks();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(runs).toBe(1);
  });

  it('given a burst after one was sent, then it gets a request of its own, and only its callers its answer', async () => {
    const scheduler = new FakeScheduler();
    let runs = 0;
    const debounced = debounceCall(scheduler, 100, async () => ++runs);
    const first = debounced();
    scheduler.advance(100);
    const second = [debounced(), debounced()];
    scheduler.advance(100);
    await flushMicrotasks();
    expect(await first).toBe(1);
    expect(await Promise.all(second)).toEqual([2, 2]);
    expect(runs).toBe(2);
  });

  it('given the request fails, then every caller of the burst gets the failure', async () => {
    const scheduler = new FakeScheduler();
    const debounced = debounceCall(scheduler, 10, async () => {
      throw new Error('x');
    });
    const calls = [debounced(), debounced()].map((p) => p.catch((e: Error) => e.message));
    scheduler.advance(10);
    expect(await Promise.all(calls)).toEqual(['x', 'x']);
  });
});
