import type { Account } from './account.js';
import type { AccountGateway } from './account-gateway.js';
import type { AccountLoader } from './load-account.js';
import { shippingAddressDraftOf, type ShippingAddress } from './shipping-address.js';

/**
 * Makes a stored address the default by updating it with `isDefault` set, then refetches the
 * account: the server un-marks the previous default, so only the refetch shows the truth. Resolves
 * to the refetched account, or `undefined` when the refetch failed and the shopper was sent home.
 */
export class SetDefaultShippingAddress {
  constructor(
    private readonly accounts: Pick<AccountGateway, 'updateShippingAddress'>,
    private readonly account: AccountLoader,
  ) {}

  async execute(address: ShippingAddress): Promise<Account | undefined> {
    await this.accounts.updateShippingAddress(address.uuid, {
      ...shippingAddressDraftOf(address),
      isDefault: true,
    });
    return this.account.execute();
  }
}
