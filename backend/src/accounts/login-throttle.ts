/** How an account's login attempts are slowed once it has failed too often. */
export interface ThrottleSettings {
  /** Failures within the window that cost nothing. */
  readonly freeFailures: number;
  /** The delay after the first failure beyond the free ones; it doubles with each further failure. */
  readonly baseDelayMs: number;
  /** The longest delay. */
  readonly maxDelayMs: number;
  /** How long a failure counts. */
  readonly windowMs: number;
  /** How far ahead attempts may queue up; an attempt that would wait longer is refused (429). */
  readonly maxWaitMs: number;
}

/** What an attempt has to do: wait this long before its password is checked, or come back later. */
export type Admission =
  | { readonly kind: 'wait'; readonly ms: number }
  | { readonly kind: 'refused'; readonly retryAfterMs: number };

interface KeyState {
  /** Times of the failures within the window, oldest first. */
  failures: number[];
  /** When the latest admitted attempt may (or did) run its check. */
  lastSlot: number;
}

/**
 * Slows the login attempts on one key (an account, or a device of it) with a delay that grows with
 * each failure, instead of locking the key: the right password still gets in, only later. Attempts
 * on a throttled key are spaced by the delay even when they arrive at once, so parallel guesses gain
 * nothing; those that would have to wait longer than `maxWaitMs` are refused with a time to return.
 */
export class LoginThrottle {
  readonly #keys = new Map<string, KeyState>();

  constructor(
    private readonly settings: ThrottleSettings,
    private readonly now: () => number,
  ) {}

  /** The delay an attempt on this key has to wait after the latest one, from its recent failures. */
  delayMs(key: string): number {
    const beyond = this.#recentFailures(key).length - this.settings.freeFailures;
    if (beyond < 0) return 0;
    return Math.min(this.settings.maxDelayMs, this.settings.baseDelayMs * 2 ** Math.min(beyond, 30));
  }

  /** Admits one attempt: reserves its turn and says how long to wait for it. */
  admit(key: string): Admission {
    const delay = this.delayMs(key);
    if (delay === 0) return { kind: 'wait', ms: 0 };
    const state = this.#state(key);
    const now = this.now();
    const slot = Math.max(now, state.lastSlot + delay);
    if (slot - now > this.settings.maxWaitMs) return { kind: 'refused', retryAfterMs: slot - now };
    state.lastSlot = slot;
    return { kind: 'wait', ms: slot - now };
  }

  /** Records a failed attempt. */
  fail(key: string): void {
    const state = this.#state(key);
    const now = this.now();
    state.failures.push(now);
    state.lastSlot = Math.max(state.lastSlot, now);
    // Only the newest failures matter for the delay; keep memory bounded per key.
    if (state.failures.length > this.settings.freeFailures + 32) state.failures.shift();
    if (this.#keys.size > 100_000) this.#sweep();
  }

  /** Forgets a key's failures (its password was just reset). */
  reset(key: string): void {
    this.#keys.delete(key);
  }

  #state(key: string): KeyState {
    let state = this.#keys.get(key);
    if (!state) this.#keys.set(key, (state = { failures: [], lastSlot: 0 }));
    return state;
  }

  #recentFailures(key: string): number[] {
    const state = this.#keys.get(key);
    if (!state) return [];
    const since = this.now() - this.settings.windowMs;
    while (state.failures.length > 0 && (state.failures[0] ?? 0) <= since) state.failures.shift();
    if (state.failures.length === 0 && state.lastSlot <= this.now()) this.#keys.delete(key);
    return state.failures;
  }

  #sweep(): void {
    for (const key of [...this.#keys.keys()]) this.#recentFailures(key);
  }
}
