import type { AuthGateway, ForgotPasswordRequest } from './auth-gateway.js';

/** Asks the API to mail a password reset link (POST /api/v1/forgotpassword/ with `{ email }`). */
export class RequestPasswordReset {
  constructor(private readonly auth: Pick<AuthGateway, 'forgotPassword'>) {}

  async execute(request: ForgotPasswordRequest): Promise<void> {
    await this.auth.forgotPassword({ email: request.email.trim() });
  }
}
