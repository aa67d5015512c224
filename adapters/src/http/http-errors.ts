import { invalidSessionAnswer } from '@fanshop/core/session';
import { errorAnswerBody, type ApiFailure } from '@fanshop/core/shared';

/** An answer with a status from 400 to 599: carries the status and the parsed body (spec section 7). */
export class HttpError extends Error implements ApiFailure {
  constructor(
    readonly status: number,
    readonly data: unknown,
    readonly method: string,
    readonly url: string,
  ) {
    super(`${method.toUpperCase()} ${url} failed with status ${status}`);
    this.name = 'HttpError';
  }
}

/** No answer at all: the connection failed, was reset, or the call timed out. */
export class NetworkError extends Error {
  constructor(
    readonly kind: 'network' | 'timeout',
    readonly method: string,
    readonly url: string,
  ) {
    super(`${method.toUpperCase()} ${url} ${kind === 'timeout' ? 'timed out' : 'could not reach the shop'}`);
    this.name = 'NetworkError';
  }
}

/** The API's answer to a call that needs a token and has none: core's 403 of spec section 8, code included. */
const INVALID_TOKEN = invalidSessionAnswer('invalid-token');

/**
 * A call that needs a customer's token was about to be sent by a guest: a request id starting with `u`
 * and no token (core's `isGuestWithoutToken`, spec sections 6 and 8). It is refused without being sent,
 * with the answer the API would give, which the invalid-token rule reads as a forced logout.
 */
export class SessionRequiredError extends HttpError {
  constructor(method: string, url: string) {
    const { status, field, code, message } = INVALID_TOKEN;
    super(status, errorAnswerBody({ [field]: { code, message } }), method, url);
    this.name = 'SessionRequiredError';
  }
}
