import {
  LEAVING_GRACE_MS,
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
 * HTTP date measured against `nowMs`) when it names one, cut to `RETRY_AFTER_CAP_MS`: a page waits no
 * longer than that for its retry (ADR 0023). Without one (or with one that cannot be read) it is
 * `RETRY_DEFAULT_DELAY_MS`.
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
  return Math.min(asked, RETRY_AFTER_CAP_MS);
}

/**
 * How long an attempt that failed with `failure` waits before the retry rule judges it, while the
 * shopper is `leaving` the page (its `beforeunload` or `pagehide` came): a call without an answer was
 * cut off by the browser, not failed, and is no error (Firefox reports such calls to the page as network
 * errors). It waits `LEAVING_GRACE_MS`, which a page that is gone never sees the end of; an answer with
 * a status is judged at once, as it came from the server. 0 when the page is not being left.
 */
export function leavingWaitMs(failure: CallFailure, leaving: boolean): number {
  return leaving && failure.kind !== 'status' ? LEAVING_GRACE_MS : 0;
}

/** The wait a `Retry-After` value asks for in ms (never negative), or `undefined` when it names none. */
function retryAfterMs(value: string | undefined, nowMs: number): number | undefined {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text) * 1_000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}
