import type { Account } from '../account/account.js';
import type { AccountGateway } from '../account/account-gateway.js';
import type { PriceType } from '../pricing/role.js';
import { silentLogger, type Logger } from '../shared/logger.js';
import { readCredentials, type CredentialStore } from './credential-store.js';
import { isLoggedIn, sessionPriceType } from './session.js';

/** Who is shopping, as every page needs to know it: logged in or not, the account, and the price type. */
export interface SessionSnapshot {
  readonly loggedIn: boolean;
  readonly account: Account | null;
  readonly priceType: PriceType;
}

/**
 * Reads who is shopping from the stored credentials and, for a customer, loads the account (spec
 * section 6: a logged-in state loads the account data; its role sets the price type). A failed load
 * keeps the customer logged in with vk prices: an invalid token is handled by the invalid-token policy,
 * not here, and other failures must not take the shop down.
 */
export class RestoreSession {
  constructor(
    private readonly credentials: CredentialStore,
    private readonly accounts: Pick<AccountGateway, 'getAccount'>,
    private readonly logger: Logger = silentLogger,
  ) {}

  async execute(): Promise<SessionSnapshot> {
    const credentials = readCredentials(this.credentials);
    if (!isLoggedIn(credentials))
      return { loggedIn: false, account: null, priceType: sessionPriceType(credentials, undefined) };
    let account: Account | null = null;
    try {
      account = (await this.accounts.getAccount()) ?? null;
    } catch (error) {
      this.logger.warn('account could not be loaded; showing default prices', { error: String(error) });
    }
    return { loggedIn: true, account, priceType: sessionPriceType(credentials, account?.role) };
  }
}
