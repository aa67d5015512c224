import type { ErrorCode } from '../shared/error-codes.js';
import { fieldErrors, isApiFailure } from '../shared/errors.js';
import { hasValue, isGuestRequestId, type SessionCredentials } from './session.js';

/** An API failure that means the session is unusable (spec section 8). */
export interface InvalidSessionAnswer {
  readonly status: number;
  readonly field: string;
  /** The spec's own words, which it fixes: clients recognise these answers by them. */
  readonly message: string;
  /** The code the API sends beside them. */
  readonly code: Extract<ErrorCode, 'invalid-token' | 'no-uuid-header' | 'invalid-uuid'>;
}

const ANSWERS_BY_CODE: { readonly [C in InvalidSessionAnswer['code']]: InvalidSessionAnswer & { code: C } } =
  {
    'invalid-token': { status: 403, field: 'token', message: 'invalid token', code: 'invalid-token' },
    'no-uuid-header': { status: 401, field: 'uuid', message: 'no uuid header', code: 'no-uuid-header' },
    'invalid-uuid': { status: 422, field: 'uuid', message: 'invalid uuid', code: 'invalid-uuid' },
  };

/** The answers of spec section 8 that force a logout; the API answers with exactly these. */
export const INVALID_SESSION_ANSWERS: readonly InvalidSessionAnswer[] = Object.values(ANSWERS_BY_CODE);

/** The answer of spec section 8 with this code: its status, field and words. */
export function invalidSessionAnswer(code: InvalidSessionAnswer['code']): InvalidSessionAnswer {
  return ANSWERS_BY_CODE[code];
}

/**
 * Something the HTTP adapter noticed that may end the session: a failed call, or a call that needs
 * a token about to go out with the credentials it would carry.
 */
export type SessionSignal =
  | { readonly type: 'response-error'; readonly error: unknown }
  | { readonly type: 'token-required'; readonly credentials: SessionCredentials };

/**
 * True when an API failure is one of the invalid-session answers of spec section 8. Messages are
 * compared trimmed and case-insensitively; a list of messages counts by its first.
 */
export function isInvalidSessionFailure(error: unknown): boolean {
  if (!isApiFailure(error)) return false;
  const fields = fieldErrors(error);
  return INVALID_SESSION_ANSWERS.some(
    (answer) =>
      error.status === answer.status && fields[answer.field]?.trim().toLowerCase() === answer.message,
  );
}

/** True when a call that needs a token would go out as a guest: a `u` request id and no token. */
export function isGuestWithoutToken(credentials: SessionCredentials): boolean {
  return isGuestRequestId(credentials.requestId) && !hasValue(credentials.token);
}

/** The invalid-token policy of spec section 8: does this signal force a logout? */
export function shouldForceLogout(signal: SessionSignal): boolean {
  return signal.type === 'response-error'
    ? isInvalidSessionFailure(signal.error)
    : isGuestWithoutToken(signal.credentials);
}
