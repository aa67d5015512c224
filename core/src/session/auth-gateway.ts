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
