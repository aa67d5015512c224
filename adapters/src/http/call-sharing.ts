import type { ScheduledTask, Scheduler } from '@fanshop/core/shared';

/**
 * Wraps a call so that calls made while one is in flight share it (logout is deduplicated this way:
 * five concurrent logouts send one request).
 */
export function shareInFlight<T>(call: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= call().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

/**
 * Wraps a call so that a burst of calls sends one request `waitMs` after the last of them; every caller of
 * the burst gets that request's outcome (header-data and the wishlist GET are debounced this way).
 */
export function debounceCall<T>(
  scheduler: Scheduler,
  waitMs: number,
  call: () => Promise<T>,
): () => Promise<T> {
  let timer: ScheduledTask | null = null;
  let waiting: { resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  return () =>
    new Promise<T>((resolve, reject) => {
      waiting.push({ resolve, reject });
      timer?.cancel();
      timer = scheduler.schedule(waitMs, () => {
        const burst = waiting;
        waiting = [];
        timer = null;
        call().then(
          (value) => burst.forEach((w) => w.resolve(value)),
          (error: unknown) => burst.forEach((w) => w.reject(error)),
        );
      });
    });
}
