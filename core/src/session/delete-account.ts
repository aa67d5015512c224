import type { AccountGateway } from '../account/account-gateway.js';
import type { SessionEnder } from './guest-state.js';

/**
 * Deletes the customer's account, then logs out (spec section 4). The deletion ends the session on the
 * server, so the logout only clears what the browser holds. A failed deletion rethrows and keeps the
 * session, so the customer is not logged out of an account that still exists.
 */
export class DeleteAccount {
  constructor(
    private readonly accounts: Pick<AccountGateway, 'deleteAccount'>,
    private readonly logout: SessionEnder,
  ) {}

  async execute(): Promise<void> {
    await this.accounts.deleteAccount();
    await this.logout.execute({ serverEnded: true });
  }
}
