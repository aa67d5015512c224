import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  INVALID_SESSION_ANSWERS,
  invalidSessionAnswer,
  isGuestWithoutToken,
  isInvalidSessionFailure,
  shouldForceLogout,
} from './invalid-token.js';
import { ApiFailureMother, CredentialsMother } from './testing/session-mother.js';

describe('given an API failure', () => {
  it('when it is one of the three invalid-session answers of spec section 8, then it forces a logout', () => {
    expect(isInvalidSessionFailure(ApiFailureMother.invalidToken())).toBe(true);
    expect(isInvalidSessionFailure(ApiFailureMother.noUuidHeader())).toBe(true);
    expect(isInvalidSessionFailure(ApiFailureMother.invalidUuid())).toBe(true);
  });

  it('when core names the three answers, then each has the status, field, words and code of spec section 8 and docs/api.md', () => {
    expect(INVALID_SESSION_ANSWERS).toEqual([
      { status: 403, field: 'token', message: 'invalid token', code: 'invalid-token' },
      { status: 401, field: 'uuid', message: 'no uuid header', code: 'no-uuid-header' },
      { status: 422, field: 'uuid', message: 'invalid uuid', code: 'invalid-uuid' },
    ]);
  });

  it('when the API answers one of them as core keeps it, code beside the spec’s words, then it forces a logout', () => {
    for (const code of ['invalid-token', 'no-uuid-header', 'invalid-uuid'] as const) {
      const answer = invalidSessionAnswer(code);
      expect(INVALID_SESSION_ANSWERS).toContain(answer);
      const failure = {
        status: answer.status,
        data: { errors: { [answer.field]: answer.message }, codes: { [answer.field]: answer.code } },
      };
      expect(isInvalidSessionFailure(failure)).toBe(true);
    }
  });

  it('when the message comes as a list or in another case, then it is still recognised', () => {
    expect(isInvalidSessionFailure({ status: 403, data: { errors: { token: ['Invalid token'] } } })).toBe(
      true,
    );
    expect(isInvalidSessionFailure({ status: 422, data: { errors: { uuid: ' invalid uuid ' } } })).toBe(true);
  });

  it('when status, field or message do not belong together, then it does not force a logout', () => {
    expect(isInvalidSessionFailure({ status: 401, data: { errors: { token: 'invalid token' } } })).toBe(
      false,
    );
    expect(isInvalidSessionFailure({ status: 403, data: { errors: { uuid: 'invalid token' } } })).toBe(false);
    expect(isInvalidSessionFailure({ status: 422, data: { errors: { uuid: 'no uuid header' } } })).toBe(
      false,
    );
    expect(isInvalidSessionFailure(ApiFailureMother.validation({ email: 'invalid token' }))).toBe(false);
    expect(isInvalidSessionFailure(ApiFailureMother.serverError())).toBe(false);
    expect(isInvalidSessionFailure(new Error('network down'))).toBe(false);
  });
});

describe('given a call that needs a token', () => {
  it('when it would go out with a guest id and no token, then it forces a logout', () => {
    expect(isGuestWithoutToken(CredentialsMother.guest())).toBe(true);
    expect(shouldForceLogout({ type: 'token-required', credentials: CredentialsMother.guest() })).toBe(true);
    for (const error of [
      new Error('invalid token'),
      null,
      'invalid token',
      { data: { errors: { token: 'invalid token' } } },
    ]) {
      expect(shouldForceLogout({ type: 'response-error', error })).toBe(false);
    }
  });

  it('when a token is present, or the id is a customer id, or there is no id, then it does not', () => {
    expect(isGuestWithoutToken({ ...CredentialsMother.guest(), token: 't' })).toBe(false);
    expect(isGuestWithoutToken(CredentialsMother.customer({ token: undefined }))).toBe(false);
    expect(isGuestWithoutToken({})).toBe(false);
  });
});

describe('property: the policy agrees with its table', () => {
  const table: Record<number, [string, string]> = {
    403: ['token', 'invalid token'],
    401: ['uuid', 'no uuid header'],
    422: ['uuid', 'invalid uuid'],
  };

  it('for any status, field and message, a failure forces a logout exactly when the triple is in the table', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(400, 401, 403, 404, 419, 422, 429, 500),
        fc.constantFrom('token', 'uuid', 'email'),
        fc.constantFrom('invalid token', 'no uuid header', 'invalid uuid', 'expired', ''),
        (status, field, message) => {
          const expected = table[status]?.[0] === field && table[status]?.[1] === message;
          const signal = {
            type: 'response-error' as const,
            error: { status, data: { errors: { [field]: message } } },
          };
          return shouldForceLogout(signal) === expected;
        },
      ),
    );
  });

  it('for any credentials, a token-requiring call forces a logout exactly when the id starts with u and no token is set', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
        fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
        (requestId, token) => {
          const expected = (requestId?.startsWith('u') ?? false) && (token ?? '').trim() === '';
          return (
            shouldForceLogout({ type: 'token-required', credentials: { requestId, token } }) === expected
          );
        },
      ),
    );
  });

  it('for any identity a call may carry, the client’s "do not send" test is the logout rule: a lowercase u id and no token, a blank one counting as none', () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(fc.constantFrom('', ' ', '\t', 'tok-1'), fc.string({ maxLength: 4 })), {
          nil: undefined,
        }),
        fc.option(
          fc.oneof(fc.constantFrom('u', 'u6f1c', 'U6f1c', ' u6f1c', '3b7c', ''), fc.string({ maxLength: 6 })),
          {
            nil: undefined,
          },
        ),
        (token, requestId) => {
          const credentials = { token, requestId };
          const refused = isGuestWithoutToken(credentials);
          expect(refused).toBe((requestId?.startsWith('u') ?? false) && (token ?? '').trim() === '');
          expect(shouldForceLogout({ type: 'token-required', credentials })).toBe(refused);
        },
      ),
    );
  });
});
