import {
  type AuthAnswer,
  type AuthGateway,
  type ForgotPasswordRequest,
  type LoginCredentials,
  type Registration,
  type ResetPasswordRequest,
} from '@fanshop/core/session';
import { shareInFlight } from '../http/call-sharing.js';
import type { HttpClient } from '../http/http-client.js';
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
  private readonly sharedLogout: () => Promise<void>;

  constructor(private readonly http: HttpClient) {
    this.sharedLogout = shareInFlight(() => this.sendLogout());
  }

  async login(credentials: LoginCredentials): Promise<AuthAnswer> {
    const body = await this.http.post<unknown>(
      '/api/v1/auth/login/',
      { email: credentials.email, password: credentials.password },
      // Reads shared so far were made as the guest; the customer must not get them.
      { invalidatesReads: true },
    );
    return readAuthAnswer(body);
  }

  async register(registration: Registration): Promise<AuthAnswer> {
    const body = await this.http.post<unknown>(
      '/api/v1/auth/register/',
      {
        firstName: registration.firstName,
        lastName: registration.lastName,
        email: registration.email,
        password: registration.password,
        // The API wants a confirmation field; the core's registration carries one password (a form with
        // a confirmation field compares them before this call).
        password_confirmation: registration.password_confirmation,
      },
      { invalidatesReads: true },
    );
    return readAuthAnswer(body);
  }

  logout(): Promise<void> {
    return this.sharedLogout();
  }

  async forgotPassword(request: ForgotPasswordRequest): Promise<void> {
    await this.http.post('/api/v1/forgotpassword/', { email: request.email });
  }

  async resetPassword(request: ResetPasswordRequest): Promise<void> {
    // The API's root path, as the spec writes it.
    await this.http.post('/', {
      token: request.token,
      email: request.email,
      password: request.password,
      password_confirmation: request.password_confirmation,
    });
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
