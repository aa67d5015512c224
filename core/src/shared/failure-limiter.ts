/**
 * Counts failures per key in a sliding window. A key is blocked once it has `limit` failures within
 * `windowMs`; it is free again when the oldest of them leaves the window. The API limits its logins per
 * client with it, and the storefront the forms a shopper sends before its script is ready, alike.
 */
export class FailureLimiter {
  readonly #failures = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Milliseconds until the key may try again; 0 when it may try now. */
  retryAfterMs(key: string): number {
    const recent = this.#recent(key);
    if (recent.length < this.limit) return 0;
    const oldest = recent[recent.length - this.limit] ?? this.now();
    return oldest + this.windowMs - this.now();
  }

  /** Records one failure. */
  fail(key: string): void {
    const recent = this.#recent(key);
    recent.push(this.now());
    // Only the newest `limit` failures matter for the answer; keep memory bounded per key.
    this.#failures.set(key, recent.slice(-this.limit));
    if (this.#failures.size > 100_000) this.#sweep();
  }

  #recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const recent = (this.#failures.get(key) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.#failures.delete(key);
    return recent;
  }

  #sweep(): void {
    for (const key of [...this.#failures.keys()]) this.#recent(key);
  }
}

/**
 * How many failed sign-ins one client address may make in a window before it is refused for a while:
 * the API's login and the storefront's forms sent without their script share these numbers.
 */
export const SIGN_IN_FAILURES_PER_CLIENT = 20;
/** The window of `SIGN_IN_FAILURES_PER_CLIENT`, 15 minutes. */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
