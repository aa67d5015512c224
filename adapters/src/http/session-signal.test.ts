import { describe, expect, it } from 'vitest';
import { HttpError, SessionRequiredError } from './http-errors.js';
import type { Identity } from './http-client.js';
import { sessionSignalOf } from './session-signal.js';

const guest: Identity = { requestId: 'u6f1c2d3e-0000-4000-8000-000000000001' };

describe('what a failed call tells the invalid-token rule', () => {
  it('given a call refused before sending, then it is a token-required signal with the identity it was refused with', () => {
    const error = new SessionRequiredError('get', '/api/v1/user/');
    expect(sessionSignalOf({ error, identity: guest, needsToken: true })).toEqual({
      type: 'token-required',
      credentials: guest,
    });
  });

  it('given an answer of the API, then it is judged by that answer', () => {
    const error = new HttpError(403, { errors: { token: 'invalid token' } }, 'get', '/api/v1/user/');
    expect(sessionSignalOf({ error, identity: guest, needsToken: true })).toEqual({
      type: 'response-error',
      error,
    });
  });
});
