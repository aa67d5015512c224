import type { Clock } from '@fanshop/core/shared';
import { deepFreeze } from '../app/frozen-values';

interface Entry {
  readonly expires: number;
  readonly answer: Promise<unknown>;
}

/**
 * Answers the server shares between its requests, by key: one load serves every request for the same
 * key until it is `ttlMs` old, requests arriving while it loads wait for that one load, and a failed
 * load is not kept. An answer is frozen as it comes (nothing a request does may change it for the next
 * one), which also lets the page state write it once (`frozen-values.ts`). At most `maxEntries` are kept: expired ones go first once full, then the oldest.
 * `SharedMenus` and `SharedGuestReads` are built on it.
 */
export class SharedAnswers {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  /** How many answers are kept now. */
  get size(): number {
    return this.entries.size;
  }

  /** The shared answer for `key`, loaded with `load` when there is none or it is too old. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock.now();
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) return entry.answer as Promise<T>;
    // Deleted first, so the new answer is the newest in the map's order.
    if (entry) this.entries.delete(key);
    // Frozen: the next request gets the same answer, so no request may change it (ADR 0013).
    const answer = load().then(deepFreeze);
    const fresh: Entry = { expires: now + this.ttlMs, answer };
    this.entries.set(key, fresh);
    this.evict(now);
    answer.catch(() => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    });
    return answer;
  }

  /** Drops expired answers once the map is full, then the oldest (a Map keeps insertion order). */
  private evict(now: number): void {
    if (this.entries.size <= this.maxEntries) return;
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}
