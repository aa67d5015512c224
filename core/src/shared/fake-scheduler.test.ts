import { describe, expect, it } from 'vitest';
import { delay } from './clock.js';
import { FakeScheduler } from './testing/fake-scheduler.js';

describe('FakeScheduler', () => {
  it('runs callbacks in due order only when time is advanced', () => {
    const scheduler = new FakeScheduler();
    const seen: string[] = [];
    scheduler.schedule(300, () => seen.push('b'));
    scheduler.schedule(100, () => seen.push('a'));
    scheduler.advance(99);
    expect(seen).toEqual([]);
    scheduler.advance(300);
    expect(seen).toEqual(['a', 'b']);
    expect(scheduler.now()).toBe(399);
  });

  it('cancelled tasks never run', () => {
    const scheduler = new FakeScheduler();
    let ran = false;
    scheduler.schedule(10, () => (ran = true)).cancel();
    scheduler.advance(100);
    expect(ran).toBe(false);
  });

  it('delay resolves once the time has passed', async () => {
    const scheduler = new FakeScheduler();
    let done = false;
    void delay(scheduler, 50).then(() => (done = true));
    await scheduler.advanceAsync(49);
    expect(done).toBe(false);
    await scheduler.advanceAsync(1);
    expect(done).toBe(true);
  });
});
