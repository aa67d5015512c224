import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FailureLimiter } from './failure-limiter.js';

describe('given a failure limiter', () => {
  it('when a key fails its limit within the window, then it waits until the oldest failure leaves it', () => {
    let now = 1_000;
    const limiter = new FailureLimiter(3, 60_000, () => now);
    limiter.fail('a');
    now += 10_000;
    limiter.fail('a');
    expect(limiter.retryAfterMs('a')).toBe(0);
    limiter.fail('a');
    expect(limiter.retryAfterMs('a')).toBe(50_000);
    expect(limiter.retryAfterMs('b'), 'another key').toBe(0);
    now += 50_000;
    expect(limiter.retryAfterMs('a')).toBe(0);
  });

  it('never asks for a wait longer than the window, nor for one before the limit is reached', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.array(fc.integer({ min: 0, max: 30_000 }), { maxLength: 20 }),
        (limit, windowMs, gaps) => {
          let now = 0;
          const limiter = new FailureLimiter(limit, windowMs, () => now);
          const times: number[] = [];
          for (const gap of gaps) {
            now += gap;
            limiter.fail('k');
            times.push(now);
            const inWindow = times.filter((at) => at > now - windowMs).length;
            const wait = limiter.retryAfterMs('k');
            expect(wait).toBeGreaterThanOrEqual(0);
            expect(wait).toBeLessThanOrEqual(windowMs);
            if (inWindow < limit) expect(wait).toBe(0);
            else expect(wait).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
