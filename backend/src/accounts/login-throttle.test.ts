import { describe, expect, it } from 'vitest';
import { TestClock } from '../testing/test-server';
import { LoginThrottle } from './login-throttle';

const SETTINGS = {
  freeFailures: 3,
  baseDelayMs: 1000,
  maxDelayMs: 8000,
  windowMs: 60_000,
  maxWaitMs: 16_000,
};

function setup() {
  const clock = new TestClock();
  return { clock, throttle: new LoginThrottle(SETTINGS, clock.now) };
}

describe('given an account that fails to log in', () => {
  it('when it stays within the free failures, then attempts never wait', () => {
    const { throttle } = setup();
    for (let i = 0; i < 3; i++) {
      expect(throttle.admit('a')).toEqual({ kind: 'wait', ms: 0 });
      throttle.fail('a');
    }
    expect(throttle.delayMs('a')).toBe(1000);
  });

  it('when it fails beyond them, then the delay doubles per failure up to its cap, and is never a refusal', () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < 3; i++) throttle.fail('a');
    const delays: number[] = [];
    for (let i = 0; i < 6; i++) {
      const admission = throttle.admit('a');
      expect(admission.kind).toBe('wait');
      if (admission.kind === 'wait') {
        delays.push(admission.ms);
        clock.advance(admission.ms);
      }
      throttle.fail('a');
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });

  it('when its failures leave the window, then it is free again', () => {
    const { clock, throttle } = setup();
    for (let i = 0; i < 5; i++) throttle.fail('a');
    expect(throttle.delayMs('a')).toBe(4000);
    clock.advance(60_001);
    expect(throttle.delayMs('a')).toBe(0);
    expect(throttle.admit('a')).toEqual({ kind: 'wait', ms: 0 });
  });

  it('when guesses arrive at once, then they are spaced by the delay, and those beyond the queue are refused', () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i++) throttle.fail('a'); // delay 4 s
    const admissions = Array.from({ length: 6 }, () => throttle.admit('a'));
    expect(admissions.slice(0, 4)).toEqual([
      { kind: 'wait', ms: 4000 },
      { kind: 'wait', ms: 8000 },
      { kind: 'wait', ms: 12_000 },
      { kind: 'wait', ms: 16_000 },
    ]);
    expect(admissions[4]).toEqual({ kind: 'refused', retryAfterMs: 20_000 });
  });

  it('when one key is slowed, then another is not, and a reset forgets the failures', () => {
    const { throttle } = setup();
    for (let i = 0; i < 5; i++) throttle.fail('a');
    expect(throttle.admit('b')).toEqual({ kind: 'wait', ms: 0 });
    throttle.reset('a');
    expect(throttle.admit('a')).toEqual({ kind: 'wait', ms: 0 });
  });
});
