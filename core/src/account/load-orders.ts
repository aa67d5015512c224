import type { Navigator } from '../navigation/navigator.js';
import { silentLogger, type Logger } from '../shared/logger.js';
import type { AccountGateway } from './account-gateway.js';
import type { Order } from './order.js';

/**
 * Loads the customer's orders. A failure is logged and the shopper goes home (spec sections 2 and
 * 8); the result is then `undefined`.
 */
export class LoadOrders {
  constructor(
    private readonly accounts: Pick<AccountGateway, 'listOrders'>,
    private readonly navigator: Navigator,
    private readonly logger: Logger = silentLogger,
  ) {}

  async execute(): Promise<readonly Order[] | undefined> {
    try {
      return await this.accounts.listOrders();
    } catch (error) {
      this.logger.error('loading the orders failed', { error });
      this.navigator.goHome();
      return undefined;
    }
  }
}
