import { RETRIES_GET, RETRIES_WRITE, RETRYABLE_STATUSES } from '@fanshop/core/shared';

/** The longest wait a `Retry-After` header may impose before the one retry; longer waits fail at once. */
export const RETRY_AFTER_CAP_MS = 3_000;
/** Wait before a retry when the answer names none. */
export const DEFAULT_RETRY_DELAY_MS = 250;

/** How many retries a method gets: one for GET, none for writes (spec section 8). */
export function retriesFor(method: string): number {
  return method.toUpperCase() === 'GET' ? RETRIES_GET : RETRIES_WRITE;
}

/** Whether a failure with this status (or none, for a network error) may be retried. */
export function isRetryableStatus(status: number | undefined): boolean {
  return status === undefined || RETRYABLE_STATUSES.includes(status);
}

/**
 * The delay before retrying, from a `Retry-After` value (seconds or an HTTP date), or `null` when the
 * server asks for longer than the cap, in which case the failure is passed on instead.
 */
export function retryDelayMs(retryAfter: string | undefined, nowMs: number): number | null {
  if (retryAfter === undefined || retryAfter.trim() === '') return DEFAULT_RETRY_DELAY_MS;
  const value = retryAfter.trim();
  let delay: number;
  if (/^\d+$/.test(value)) {
    delay = Number(value) * 1_000;
  } else {
    const at = Date.parse(value);
    if (Number.isNaN(at)) return DEFAULT_RETRY_DELAY_MS;
    delay = Math.max(0, at - nowMs);
  }
  return delay > RETRY_AFTER_CAP_MS ? null : delay;
}
