import { isPasswordConfirmed } from '../account/field-rules.js';
import { ShopError } from '../shared/errors.js';
import type { AuthGateway, ResetPasswordRequest } from './auth-gateway.js';

/** True when a reset can be sent: a password is given and it equals its confirmation. */
export function canSubmitPasswordReset(request: ResetPasswordRequest): boolean {
  return request.password !== '' && isPasswordConfirmed(request.password, request.password_confirmation);
}

/**
 * Sets a new password with the token from the reset mail (POST to the API root). Refuses a request
 * whose password and confirmation differ before calling, with the code `password-mismatch`.
 */
export class ResetPassword {
  constructor(private readonly auth: Pick<AuthGateway, 'resetPassword'>) {}

  async execute(request: ResetPasswordRequest): Promise<void> {
    if (!canSubmitPasswordReset(request)) {
      throw new ShopError('password-mismatch', 'the password and its confirmation differ');
    }
    await this.auth.resetPassword({ ...request, email: request.email.trim() });
  }
}
