import type { Logger } from '../shared/logger.js';
import { withLineStatuses, type Cart } from './cart.js';
import type { CartGateway } from './cart-gateway.js';
import { rememberGuestCart, type CartMergeIdStore } from './cart-merge-id-store.js';
import type { GuestStatus } from './guest-status.js';
import { mergeStoredGuestCart } from './merge-guest-cart.js';

/**
 * Fetches the current cart, with line statuses derived from stock and quantity.
 *
 * For a customer with a stored merge id (the merge at login failed, so a non-empty guest cart
 * waits), it merges first. A failing merge is logged and the cart still loads; the id stays for the
 * next try, so no guest line is lost and the cart page never breaks over it.
 */
export class LoadCart {
  constructor(
    private readonly gateway: CartGateway,
    private readonly guest: GuestStatus,
    private readonly mergeIds: CartMergeIdStore,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<Cart> {
    if (!this.guest.isGuest()) {
      try {
        await mergeStoredGuestCart(this.gateway, this.mergeIds);
      } catch (error) {
        this.logger.error('merging the guest cart failed; loading the cart without it', { error });
      }
    }
    const cart = withLineStatuses(await this.gateway.get());
    // A guest cart filled in an earlier visit must still be merged at login.
    rememberGuestCart(cart, this.guest, this.mergeIds);
    return cart;
  }
}
