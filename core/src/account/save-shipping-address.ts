import type { Account } from './account.js';
import type { AccountGateway } from './account-gateway.js';
import type { AccountLoader } from './load-account.js';
import { shippingAddressDraftOf, type ShippingAddressDraft } from './shipping-address.js';

/** An address as the form holds it: a stored one keeps its uuid, a new one has none yet. */
export type ShippingAddressInput = ShippingAddressDraft & { readonly uuid?: string };

/**
 * Creates the address when it has no uuid, updates it otherwise, then refetches the account (spec
 * section 4) so defaults and order reflect the server. Resolves to the refetched account, or
 * `undefined` when the refetch failed and the shopper was sent home. A failed save is rethrown
 * for the form's per-field errors.
 */
export class SaveShippingAddress {
  constructor(
    private readonly accounts: Pick<AccountGateway, 'createShippingAddress' | 'updateShippingAddress'>,
    private readonly account: AccountLoader,
  ) {}

  async execute(address: ShippingAddressInput): Promise<Account | undefined> {
    const draft = shippingAddressDraftOf(address);
    const uuid = address.uuid?.trim();
    if (uuid) await this.accounts.updateShippingAddress(uuid, draft);
    else await this.accounts.createShippingAddress(draft);
    return this.account.execute();
  }
}
