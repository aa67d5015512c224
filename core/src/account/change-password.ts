import { ResponseParseError, ShopError } from '../shared/errors.js';
import type { AccountGateway } from './account-gateway.js';
import { isNewPasswordConfirmed, type PasswordChangeForm } from './password-change-form.js';

/** Where the new token goes: the session's credential store (structurally), seen from here as just that. */
export interface TokenStore {
  setToken(token: string): void;
}

/**
 * Changes the password and stores the new token the API answers with (spec section 7): the API
 * revokes the old one, so keeping it would log the customer out on the next call. A form whose new
 * password differs from its confirmation is refused (`password-mismatch`) without a call; API
 * failures are rethrown for `passwordChangeErrors`.
 */
export class ChangePassword {
  constructor(
    private readonly accounts: Pick<AccountGateway, 'changePassword'>,
    private readonly credentials: TokenStore,
  ) {}

  async execute(form: PasswordChangeForm): Promise<void> {
    if (!isNewPasswordConfirmed(form)) {
      throw new ShopError('password-mismatch', 'the new password and its confirmation differ');
    }
    const token = await this.accounts.changePassword(form);
    if (typeof token !== 'string' || token.trim() === '') throw new ResponseParseError('data.data.token');
    this.credentials.setToken(token);
  }
}
