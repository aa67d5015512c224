import type { ScheduledTask, Scheduler } from '../clock.js';

interface Pending {
  at: number;
  seq: number;
  callback: () => void;
}

/** A scheduler driven by tests: time moves only when `advance` is called. */
export class FakeScheduler implements Scheduler {
  private time: number;
  private seq = 0;
  private pending: Pending[] = [];

  constructor(start = 0) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  schedule(delayMs: number, callback: () => void): ScheduledTask {
    const entry: Pending = { at: this.time + Math.max(0, delayMs), seq: this.seq++, callback };
    this.pending.push(entry);
    return {
      cancel: () => {
        this.pending = this.pending.filter((p) => p !== entry);
      },
    };
  }

  /** Number of callbacks still waiting. */
  get size(): number {
    return this.pending.length;
  }

  /** Moves time forward, running every callback that falls due, in order. */
  advance(ms: number): void {
    const target = this.time + ms;
    for (;;) {
      const next = this.pending.filter((p) => p.at <= target).sort((a, b) => a.at - b.at || a.seq - b.seq)[0];
      if (!next) break;
      this.pending = this.pending.filter((p) => p !== next);
      this.time = next.at;
      next.callback();
    }
    this.time = target;
  }

  /** Like `advance`, then lets promise continuations run. */
  async advanceAsync(ms: number): Promise<void> {
    this.advance(ms);
    await flushMicrotasks();
  }
}

/** Lets pending promise continuations run. */
export async function flushMicrotasks(rounds = 10): Promise<void> {
  for (let i = 0; i < rounds; i++) await Promise.resolve();
}
