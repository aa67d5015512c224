/** Time as the services use it: the clock, one-off timers and waits; replaceable for tests. */
export interface Timers {
  now(): number;
  /** Runs `run` after `ms`; the answer cancels it. */
  schedule(ms: number, run: () => void): () => void;
  /** Resolves after `ms`. */
  sleep(ms: number): Promise<void>;
}

/** Real time. Scheduled work does not keep the process alive (shutdown flushes what it must). */
export const SYSTEM_TIMERS: Timers = {
  now: () => Date.now(),
  schedule: (ms, run) => {
    const timer = setTimeout(run, ms);
    timer.unref();
    return () => clearTimeout(timer);
  },
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
