import { withLineStatuses, type Cart } from './cart';
import type { CartGateway } from './cart-gateway';
import { rememberGuestCart, type CartMergeIdStore } from './cart-merge-id-store';
import type { GuestStatus } from './guest-status';

/** Fetches the current cart, with line statuses derived from stock and quantity. */
export class LoadCart {
  constructor(
    private readonly gateway: CartGateway,
    private readonly guest: GuestStatus,
    private readonly mergeIds: CartMergeIdStore,
  ) {}

  async execute(): Promise<Cart> {
    const cart = withLineStatuses(await this.gateway.get());
    // A guest cart filled in an earlier visit must still be merged at login.
    rememberGuestCart(cart, this.guest, this.mergeIds);
    return cart;
  }
}
