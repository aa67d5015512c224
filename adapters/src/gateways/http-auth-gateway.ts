import type {
  AuthAnswer,
  AuthGateway,
  ForgotPasswordRequest,
  LoginCredentials,
  Registration,
  ResetPasswordRequest,
} from '@fanshop/core/session';
import { shareInFlight } from '../http/call-sharing.js';
import type { HttpClient } from '../http/http-client.js';
import { bodyOf } from './request-body.js';
import { readAuthAnswer } from './schemas/auth.js';

/**
 * How long one attempt of logout may take. The core clears the session only after the call settles,
 * so a hanging logout would keep the customer signed in; after this the attempt fails (a GET, so it is
 * tried once more, spec section 8), then the core logs the failure and ends the session locally (the
 * token is then revoked by its own expiry, or by the next logout).
 */
export const LOGOUT_TIMEOUT_MS = 5_000;

/** The shop API's authentication calls (spec section 7) over the storefront's HTTP client. */
export class HttpAuthGateway implements AuthGateway {
  /** Concurrent logouts (a burst of invalid-token failures) send one request (spec section 7). */
  private readonly sharedLogout = shareInFlight(() => this.sendLogout());

  constructor(private readonly http: HttpClient) {}

  async login(credentials: LoginCredentials): Promise<AuthAnswer> {
    const body = await this.http.post<unknown>(
      '/api/v1/auth/login/',
      bodyOf(credentials, ['email', 'password']),
      // Reads shared so far were made as the guest; the customer must not get them.
      { invalidatesReads: true },
    );
    return readAuthAnswer(body);
  }

  async register(registration: Registration): Promise<AuthAnswer> {
    const body = await this.http.post<unknown>(
      '/api/v1/auth/register/',
      bodyOf(registration, ['firstName', 'lastName', 'email', 'password', 'password_confirmation']),
      { invalidatesReads: true },
    );
    return readAuthAnswer(body);
  }

  logout(): Promise<void> {
    return this.sharedLogout();
  }

  async forgotPassword(request: ForgotPasswordRequest): Promise<void> {
    await this.http.post('/api/v1/forgotpassword/', bodyOf(request, ['email']));
  }

  async resetPassword(request: ResetPasswordRequest): Promise<void> {
    // The API's root path, as the spec writes it.
    await this.http.post('/', bodyOf(request, ['token', 'email', 'password', 'password_confirmation']));
  }

  async confirmDoubleOptIn(userHash: string, token: string): Promise<void> {
    await this.http.post('/api/v1/auth/doi/', { userHash, token });
  }

  private async sendLogout(): Promise<void> {
    await this.http.get('/api/v1/auth/logout/', {
      auth: 'required',
      invalidatesReads: true,
      timeoutMs: LOGOUT_TIMEOUT_MS,
    });
  }
}
