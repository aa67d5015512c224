import {
  RETRIES_GET,
  RETRIES_WRITE,
  RETRY_AFTER_CAP_MS,
  RETRY_DEFAULT_DELAY_MS,
  RETRYABLE_STATUSES,
} from './constants.js';

/** Why one attempt of a call failed, as the retry rule sees it. */
export type CallFailure =
  /** An answer with a status from 400 to 599, and its `Retry-After` header if it had one. */
  | { readonly kind: 'status'; readonly status: number; readonly retryAfter?: string | undefined }
  /** No answer: the connection failed or was reset. */
  | { readonly kind: 'network' }
  /** No answer within the call's own time limit. */
  | { readonly kind: 'timeout' };

/** How many retries a method gets (spec sections 8 and 9): one for GET, none for writes. */
export function retriesFor(method: string): number {
  return method.toUpperCase() === 'GET' ? RETRIES_GET : RETRIES_WRITE;
}

/**
 * The retry rule (spec section 8): after `attempts` tries of a call failed with `failure`, how long to
 * wait before trying again, or `null` to give up and pass the failure on.
 *
 * A GET is tried again once, after one of the listed statuses (408, 409, 425, 429, 500, 502, 503, 504),
 * a network error or a timeout: each is a failure a second attempt may not meet. Writes are never
 * retried, since the first may have taken effect. The wait is the answer's `Retry-After` (seconds, or an
 * HTTP date measured against `nowMs`) when it names one, up to `RETRY_AFTER_CAP_MS`; a longer wait gives
 * up at once instead. Without one (or with one that cannot be read) it is `RETRY_DEFAULT_DELAY_MS`.
 */
export function retryDelayMs(
  method: string,
  attempts: number,
  failure: CallFailure,
  nowMs: number,
): number | null {
  if (attempts > retriesFor(method)) return null;
  if (failure.kind === 'status' && !RETRYABLE_STATUSES.includes(failure.status)) return null;
  const asked = failure.kind === 'status' ? retryAfterMs(failure.retryAfter, nowMs) : undefined;
  if (asked === undefined) return RETRY_DEFAULT_DELAY_MS;
  return asked > RETRY_AFTER_CAP_MS ? null : asked;
}

/** The wait a `Retry-After` value asks for in ms (never negative), or `undefined` when it names none. */
function retryAfterMs(value: string | undefined, nowMs: number): number | undefined {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text) * 1_000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}
