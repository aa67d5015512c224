import type { ScheduledTask, Scheduler } from '@fanshop/core/shared';

/** The real clock and timers of the host (browser or Node). Timers are looked up at call time, never at import. */
export class SystemScheduler implements Scheduler {
  now(): number {
    return Date.now();
  }

  schedule(delayMs: number, callback: () => void): ScheduledTask {
    const handle = globalThis.setTimeout(callback, Math.max(0, delayMs));
    return { cancel: () => globalThis.clearTimeout(handle) };
  }
}
