import type { Navigator } from '../navigation/navigator.js';
import { silentLogger, type Logger } from '../shared/logger.js';
import type { AccountGateway } from './account-gateway.js';
import type { Order } from './order.js';

/**
 * Loads one order by its uuid (the route parameter of /my-account/order-details/{uuid}/). A failure
 * is logged and the shopper goes home (spec sections 2 and 8); the result is then `undefined`.
 */
export class LoadOrder {
  constructor(
    private readonly accounts: Pick<AccountGateway, 'getOrder'>,
    private readonly navigator: Navigator,
    private readonly logger: Logger = silentLogger,
  ) {}

  async execute(uuid: string): Promise<Order | undefined> {
    try {
      return await this.accounts.getOrder(uuid);
    } catch (error) {
      this.logger.error('loading the order failed', { error, uuid });
      this.navigator.goHome();
      return undefined;
    }
  }
}
