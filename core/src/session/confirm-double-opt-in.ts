import { ShopError } from '../shared/errors.js';
import type { AuthGateway } from './auth-gateway.js';
import { hasValue } from './session.js';

/**
 * Confirms a registration's double opt-in from the mail link `/doi/thankyou/{userHash}/?token=…`.
 * A link missing either part is refused with the code `invalid-confirmation-link` without a call.
 */
export class ConfirmDoubleOptIn {
  constructor(private readonly auth: Pick<AuthGateway, 'confirmDoubleOptIn'>) {}

  async execute(userHash: string, token: string): Promise<void> {
    if (!hasValue(userHash) || !hasValue(token)) {
      throw new ShopError('invalid-confirmation-link', 'the confirmation link lacks its user hash or token');
    }
    await this.auth.confirmDoubleOptIn(userHash, token);
  }
}
