import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  LEAVING_GRACE_MS,
  RETRIES_GET,
  RETRIES_WRITE,
  RETRY_AFTER_CAP_MS,
  RETRY_DEFAULT_DELAY_MS,
  RETRYABLE_STATUSES,
} from './constants.js';
import { type CallFailure, leavingWaitMs, retriesFor, retryDelayMs } from './retry.js';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const WRITES = ['post', 'put', 'patch', 'delete', 'POST', 'DELETE'];

const retryAfterArb = fc.option(
  fc.oneof(
    fc.nat({ max: 20 }).map(String),
    fc.integer({ min: -5_000, max: 20_000 }).map((ms) => new Date(NOW + ms).toUTCString()),
    fc.constantFrom('', ' ', 'soon', '-1', '1.5', 'Wed, 99 Foo 2026'),
  ),
  { nil: undefined },
);
const failureArb: fc.Arbitrary<CallFailure> = fc.oneof(
  fc.record({
    kind: fc.constant('status' as const),
    status: fc.oneof(fc.constantFrom(...RETRYABLE_STATUSES), fc.integer({ min: 400, max: 599 })),
    retryAfter: retryAfterArb,
  }),
  fc.constant({ kind: 'network' as const }),
  fc.constant({ kind: 'timeout' as const }),
);

describe('the retry rule (spec section 8)', () => {
  it('given the spec’s numbers, then GET gets one retry and writes none', () => {
    expect([RETRIES_GET, RETRIES_WRITE]).toEqual([1, 0]);
    expect(retriesFor('get')).toBe(1);
    expect(retriesFor('GET')).toBe(1);
    for (const method of WRITES) expect(retriesFor(method)).toBe(0);
    expect(RETRYABLE_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });

  it('given a GET that timed out or lost its connection, then it is retried once after the default wait', () => {
    for (const kind of ['timeout', 'network'] as const) {
      expect(retryDelayMs('get', 1, { kind }, NOW)).toBe(RETRY_DEFAULT_DELAY_MS);
      expect(retryDelayMs('get', 2, { kind }, NOW)).toBeNull();
    }
  });

  it('given a Retry-After, then it is waited for, cut to the cap of 3 s, in seconds or as a date', () => {
    const status = (retryAfter: string) => ({ kind: 'status' as const, status: 503, retryAfter });
    expect(RETRY_AFTER_CAP_MS).toBe(3_000);
    expect(retryDelayMs('get', 1, status('2'), NOW)).toBe(2_000);
    expect(retryDelayMs('get', 1, status('3'), NOW)).toBe(3_000);
    expect(retryDelayMs('get', 1, status('4'), NOW)).toBe(3_000);
    expect(retryDelayMs('get', 1, status('120'), NOW)).toBe(3_000);
    expect(retryDelayMs('get', 1, status(new Date(NOW + 3_600_000).toUTCString()), NOW)).toBe(3_000);
    expect(retryDelayMs('get', 2, status('120'), NOW)).toBeNull();
    expect(retryDelayMs('get', 1, status(new Date(NOW + 2_000).toUTCString()), NOW)).toBe(2_000);
    expect(retryDelayMs('get', 1, status(new Date(NOW - 60_000).toUTCString()), NOW)).toBe(0);
    expect(retryDelayMs('get', 1, status('later'), NOW)).toBe(RETRY_DEFAULT_DELAY_MS);
  });

  it('given a Retry-After that is absent, blank, padded or more than digits, then it is read as such', () => {
    const status = (retryAfter?: string) => ({ kind: 'status' as const, status: 503, retryAfter });
    expect(retryDelayMs('get', 1, status(), NOW)).toBe(RETRY_DEFAULT_DELAY_MS);
    expect(retryDelayMs('get', 1, status('   '), NOW)).toBe(RETRY_DEFAULT_DELAY_MS);
    expect(retryDelayMs('get', 1, status(' 2 '), NOW)).toBe(2_000);
    expect(retryDelayMs('get', 1, status('2x'), NOW)).toBe(RETRY_DEFAULT_DELAY_MS);
    expect(retryDelayMs('get', 1, status('x2'), NOW)).toBe(RETRY_DEFAULT_DELAY_MS);
  });

  it('never retries a write, whatever the failure (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...WRITES), fc.nat({ max: 3 }), failureArb, (method, done, failure) => {
        expect(retryDelayMs(method, done + 1, failure, NOW)).toBeNull();
      }),
    );
  });

  it('retries a GET at most once (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 10 }), failureArb, (attempts, failure) => {
        expect(retryDelayMs('GET', attempts, failure, NOW)).toBeNull();
      }),
    );
  });

  it('retries a GET after exactly the listed statuses, a timeout and a network error, whatever wait is asked for (property)', () => {
    fc.assert(
      fc.property(failureArb, (failure) => {
        const wait = retryDelayMs('get', 1, failure, NOW);
        const listed = failure.kind !== 'status' || RETRYABLE_STATUSES.includes(failure.status);
        if (!listed) expect(wait).toBeNull();
        else expect(wait).not.toBeNull();
        if (failure.kind !== 'status') expect(wait).toBe(RETRY_DEFAULT_DELAY_MS);
        if (listed && failure.kind === 'status' && failure.retryAfter === undefined)
          expect(wait).toBe(RETRY_DEFAULT_DELAY_MS);
      }),
    );
  });

  it('never waits longer than the cap nor less than nothing, and honours what Retry-After asks within it (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RETRYABLE_STATUSES),
        fc.oneof(
          fc.nat({ max: 10 }).map((s) => ({ text: String(s), ms: s * 1_000 })),
          fc.integer({ min: -10_000, max: 10_000 }).map((offset) => {
            const text = new Date(NOW + offset).toUTCString();
            return { text, ms: Math.max(0, Date.parse(text) - NOW) };
          }),
        ),
        (status, asked) => {
          const wait = retryDelayMs('get', 1, { kind: 'status', status, retryAfter: asked.text }, NOW);
          expect(wait).toBe(Math.min(asked.ms, RETRY_AFTER_CAP_MS));
        },
      ),
    );
  });
});

describe('a call cut off by the shopper leaving the page', () => {
  it('given a call without an answer while the page is being left, then it waits the grace before it is judged', () => {
    expect(LEAVING_GRACE_MS).toBe(5_000);
    expect(leavingWaitMs({ kind: 'network' }, true)).toBe(LEAVING_GRACE_MS);
    expect(leavingWaitMs({ kind: 'timeout' }, true)).toBe(LEAVING_GRACE_MS);
  });

  it('given an answer with a status, or a page that is not being left, then it is judged at once (property)', () => {
    fc.assert(
      fc.property(failureArb, fc.boolean(), (failure, leaving) => {
        const wait = leavingWaitMs(failure, leaving);
        expect(wait).toBe(leaving && failure.kind !== 'status' ? LEAVING_GRACE_MS : 0);
        if (!leaving) expect(wait).toBe(0);
      }),
    );
  });
});
