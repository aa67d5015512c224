import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { invalidSessionAnswer, type InvalidSessionAnswer } from '@fanshop/core/session';
import { errorAnswerBody, type AnsweredFailure, type ErrorCode } from '@fanshop/core/shared';
import { messageOf } from './error-messages';

/**
 * One field's failure: the stable code clients decide by (core's `ErrorCode`), the words for a person
 * reading the answer, and the number the code comes with (`too-long` 50).
 */
export type FieldFailure = AnsweredFailure;

/** Failures by field. */
export type FieldFailures = Readonly<Record<string, FieldFailure>>;

/** A failure with its code in the API's words; `message` only where the words say more than the code. */
export function failure(code: ErrorCode, limit?: number, message?: string): FieldFailure {
  return { code, message: message ?? messageOf(code, limit), ...(limit !== undefined ? { limit } : {}) };
}

/** The body of an error answer: core's shape, read by every client. */
export const errorBody = errorAnswerBody;

/** A failure with its status and per-field failures; thrown by routes, answered as JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly failures: FieldFailures,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(
      Object.values(failures)
        .map((f) => f.message)
        .join('; '),
    );
    this.name = 'ApiError';
  }
}

/** One of the session answers of spec section 8, as core keeps them: its status, field, words and code. */
function sessionAnswer(code: InvalidSessionAnswer['code']): ApiError {
  const answer = invalidSessionAnswer(code);
  return new ApiError(answer.status as ContentfulStatusCode, {
    [answer.field]: { code: answer.code, message: answer.message },
  });
}

/** 403 `errors.token` 'invalid token' (spec section 8): missing, unknown, expired or revoked token. */
export function invalidToken(): ApiError {
  return sessionAnswer('invalid-token');
}

/** 401 `errors.uuid` 'no uuid header' (spec section 8): a cart or wishlist call without a request id. */
export function noUuidHeader(): ApiError {
  return sessionAnswer('no-uuid-header');
}

/** 422 `errors.uuid` 'invalid uuid' (spec section 8): a malformed request id, or a guest id already merged. */
export function invalidUuid(): ApiError {
  return sessionAnswer('invalid-uuid');
}

/** 422 with one failure per invalid field. */
export function validationFailed(failures: FieldFailures): ApiError {
  return new ApiError(422, failures);
}

/** 422 for one field. */
export function refused(field: string, code: ErrorCode, limit?: number): ApiError {
  return new ApiError(422, { [field]: failure(code, limit) });
}

/** 404 for something that does not exist or is not the caller's. */
export function notFound(field: string): ApiError {
  return new ApiError(404, { [field]: failure('not-found') });
}

/** The JSON error answer. */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  failures: FieldFailures,
  headers: Readonly<Record<string, string>> = {},
): Response {
  return c.json(errorBody(failures), status, { 'Cache-Control': 'no-store', ...headers });
}

/**
 * Turns anything thrown into a JSON answer. Unexpected errors are logged and answered with a
 * generic 500 that never carries a stack trace.
 */
export function handleError(err: unknown, c: Context): Response {
  if (err instanceof ApiError) return errorResponse(c, err.status, err.failures, err.headers);
  if (err instanceof HTTPException) {
    const status = err.status;
    const field = status === 413 ? 'body' : status === 401 ? 'token' : 'request';
    const code: ErrorCode = status === 413 ? 'body-too-large' : 'request-failed';
    return errorResponse(c, status, { [field]: { code, message: err.message || messageOf(code) } });
  }
  console.error('Unhandled error on %s %s', c.req.method, c.req.path, err);
  return errorResponse(c, 500, { server: failure('internal-error') });
}

/** 404 for every path no route knows. */
export function handleNotFound(c: Context): Response {
  return errorResponse(c, 404, { path: failure('not-found') });
}
