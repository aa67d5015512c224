/** Current time, as a port so that rules with delays are testable with a fake clock. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** A scheduled callback that can be cancelled. */
export interface ScheduledTask {
  cancel(): void;
}

/** Runs callbacks later; the real one wraps timers, the fake one is driven by tests. */
export interface Scheduler extends Clock {
  schedule(delayMs: number, callback: () => void): ScheduledTask;
}

/** Resolves after `delayMs` on the given scheduler. */
export function delay(scheduler: Scheduler, delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    scheduler.schedule(delayMs, resolve);
  });
}
