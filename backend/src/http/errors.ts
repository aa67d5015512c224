import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Error messages by field, the body of every error answer: `{ "errors": { field: message } }`. */
export type FieldErrors = Record<string, string>;

/** A failure with its status and per-field messages; thrown by routes, answered as JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errors: FieldErrors,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(Object.values(errors).join('; '));
    this.name = 'ApiError';
  }
}

/** 403 `errors.token` 'invalid token' (spec section 8): missing, unknown, expired or revoked token. */
export function invalidToken(): ApiError {
  return new ApiError(403, { token: 'invalid token' });
}

/** 422 with one message per invalid field. */
export function validationFailed(errors: FieldErrors): ApiError {
  return new ApiError(422, errors);
}

/** 404 for something that does not exist or is not the caller's. */
export function notFound(field: string): ApiError {
  return new ApiError(404, { [field]: 'not found' });
}

/** The JSON error answer. */
export function errorResponse(
  c: Context,
  status: ContentfulStatusCode,
  errors: FieldErrors,
  headers: Readonly<Record<string, string>> = {},
): Response {
  return c.json({ errors }, status, { 'Cache-Control': 'no-store', ...headers });
}

/**
 * Turns anything thrown into a JSON answer. Unexpected errors are logged and answered with a
 * generic 500 that never carries a stack trace.
 */
export function handleError(err: unknown, c: Context): Response {
  if (err instanceof ApiError) return errorResponse(c, err.status, err.errors, err.headers);
  if (err instanceof HTTPException) {
    const status = err.status;
    const field = status === 413 ? 'body' : status === 401 ? 'token' : 'request';
    return errorResponse(c, status, { [field]: err.message || 'request failed' });
  }
  console.error('Unhandled error on %s %s', c.req.method, c.req.path, err);
  return errorResponse(c, 500, { server: 'internal error' });
}

/** 404 for every path no route knows. */
export function handleNotFound(c: Context): Response {
  return errorResponse(c, 404, { path: 'not found' });
}
