import { ResponseParseError } from '../shared/errors.js';

/** What a shopper types to log in. */
export interface LoginCredentials {
  readonly email: string;
  readonly password: string;
}

/** What a shopper types to register (spec section 7: the call includes firstName and lastName). */
export interface Registration {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
  /** The password typed again; the API checks that both match. */
  readonly password_confirmation: string;
}

/** The answer to a login or a registration (spec section 3): the session's three credentials. */
export interface AuthAnswer {
  readonly token: string;
  /** The customer's request id, sent from now on in the `uuid` header. */
  readonly uuid: string;
  /** The user hash, kept in localStorage. */
  readonly hash: string;
}

/** Asks for a password reset mail; the API answers alike for known and unknown emails. */
export interface ForgotPasswordRequest {
  readonly email: string;
}

/** Sets a new password with the token from the reset mail (decisions.md: POST to the API root). */
export interface ResetPasswordRequest {
  readonly token: string;
  readonly email: string;
  readonly password: string;
  readonly password_confirmation: string;
}

/**
 * The shop API's authentication calls (spec section 7). Failures reject with an `ApiFailure`
 * whose `errors` object holds the per-field messages.
 */
export interface AuthGateway {
  /** POST /api/v1/auth/login/. */
  login(credentials: LoginCredentials): Promise<AuthAnswer>;
  /** POST /api/v1/auth/register/. */
  register(registration: Registration): Promise<AuthAnswer>;
  /** GET /api/v1/auth/logout/, authenticated; revokes the token on the server. */
  logout(): Promise<void>;
  /** POST /api/v1/forgotpassword/. */
  forgotPassword(request: ForgotPasswordRequest): Promise<void>;
  /** POST / (the API root). */
  resetPassword(request: ResetPasswordRequest): Promise<void>;
  /** Confirms the double opt-in of the user with this hash, with the token from the mail link. */
  confirmDoubleOptIn(userHash: string, token: string): Promise<void>;
}

/**
 * Reads a login or registration answer body for adapters: all three credentials must be non-empty
 * strings, otherwise the session could not be stored and a `ResponseParseError` is raised.
 * Accepts the answer itself or one nested under `data` / `data.data`.
 */
export function readAuthAnswer(body: unknown): AuthAnswer {
  const answer = unwrapData(body);
  const token = stringAt(answer, 'token');
  const uuid = stringAt(answer, 'uuid');
  const hash = stringAt(answer, 'hash');
  if (token === undefined) throw new ResponseParseError('token');
  if (uuid === undefined) throw new ResponseParseError('uuid');
  if (hash === undefined) throw new ResponseParseError('hash');
  return { token, uuid, hash };
}

function unwrapData(body: unknown): unknown {
  let current = body;
  // The answer's envelope is not shown by the spec; peel at most two `data` levels.
  for (let depth = 0; depth < 2; depth++) {
    if (isRecord(current) && stringAt(current, 'token') === undefined && isRecord(current.data)) {
      current = current.data;
    }
  }
  return current;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringAt(value: unknown, key: string): string | undefined {
  if (!isRecord(value)) return undefined;
  const field = value[key];
  return typeof field === 'string' && field.trim() !== '' ? field : undefined;
}
