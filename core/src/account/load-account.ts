import type { Navigator } from '../navigation/navigator.js';
import { ResponseParseError } from '../shared/errors.js';
import { silentLogger, type Logger } from '../shared/logger.js';
import type { Account } from './account.js';
import type { AccountGateway } from './account-gateway.js';

/** Something that (re)loads the account; `LoadAccount` is the one the shop uses. */
export interface AccountLoader {
  /** The account, or `undefined` when loading failed and the shopper was sent home. */
  execute(): Promise<Account | undefined>;
}

/**
 * Loads the customer's account. When the call fails, or the answer holds no account data
 * (`ResponseParseError`, 'failed to parse the server response'), the failure is logged and the
 * shopper goes home (spec sections 2 and 8); the result is then `undefined`.
 */
export class LoadAccount implements AccountLoader {
  constructor(
    private readonly accounts: Pick<AccountGateway, 'getAccount'>,
    private readonly navigator: Navigator,
    private readonly logger: Logger = silentLogger,
  ) {}

  async execute(): Promise<Account | undefined> {
    try {
      const account = await this.accounts.getAccount();
      if (account === undefined) throw new ResponseParseError('data.data');
      return account;
    } catch (error) {
      this.logger.error('loading the account failed', { error });
      this.navigator.goHome();
      return undefined;
    }
  }
}
