import type { ErrorCode } from '../../shared/error-codes.js';
import type { ApiFailure } from '../../shared/errors.js';
import type { AuthAnswer } from '../auth-gateway.js';
import type { SessionCredentials } from '../session.js';

/** Login and registration answers. */
export const AuthAnswerMother = {
  customer(overrides: Partial<AuthAnswer> = {}): AuthAnswer {
    return {
      token: 'token-3f9a1c',
      uuid: '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f',
      hash: 'hash-7d2e',
      ...overrides,
    };
  },
};

/** Stored credentials in the states a session can be in. */
export const CredentialsMother = {
  guest(requestId = 'u0e8400e2-9b1d-4a7f-8c3e-2b6d4f5a7c91'): SessionCredentials {
    return { requestId };
  },
  customer(overrides: Partial<SessionCredentials> = {}): SessionCredentials {
    const answer = AuthAnswerMother.customer();
    return { token: answer.token, requestId: answer.uuid, userHash: answer.hash, ...overrides };
  },
};

/** API failures as the HTTP adapter raises them, with the codes the API sends (docs/api.md). */
export const ApiFailureMother = {
  invalidToken(): ApiFailure {
    return { status: 403, data: { errors: { token: 'invalid token' }, codes: { token: 'invalid-token' } } };
  },
  noUuidHeader(): ApiFailure {
    return { status: 401, data: { errors: { uuid: 'no uuid header' }, codes: { uuid: 'no-uuid-header' } } };
  },
  invalidUuid(): ApiFailure {
    return { status: 422, data: { errors: { uuid: 'invalid uuid' }, codes: { uuid: 'invalid-uuid' } } };
  },
  /** A 422 with messages, and the codes and limits beside them when given (an API without codes sends none). */
  validation(
    errors: Record<string, string | string[]>,
    codes: Partial<Record<string, ErrorCode>> = {},
    limits: Record<string, number> = {},
  ): ApiFailure {
    return { status: 422, data: { message: 'The given data was invalid.', errors, codes, limits } };
  },
  serverError(): ApiFailure {
    return { status: 500, data: { message: 'Server Error' } };
  },
};
