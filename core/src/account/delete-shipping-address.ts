import type { Account } from './account.js';
import type { AccountGateway } from './account-gateway.js';
import type { AccountLoader } from './load-account.js';

/**
 * Deletes a stored address, then refetches the account (spec section 4). Resolves to the refetched
 * account, or `undefined` when the refetch failed and the shopper was sent home. A failed deletion
 * is rethrown and nothing is refetched.
 */
export class DeleteShippingAddress {
  constructor(
    private readonly accounts: Pick<AccountGateway, 'deleteShippingAddress'>,
    private readonly account: AccountLoader,
  ) {}

  async execute(uuid: string): Promise<Account | undefined> {
    await this.accounts.deleteShippingAddress(uuid);
    return this.account.execute();
  }
}
