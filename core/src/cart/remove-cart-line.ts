import type { Navigator } from '../navigation/navigator.js';
import type { Scheduler } from '../shared/clock.js';
import { withLineStatuses, type Cart, type CartProduct } from './cart.js';
import type { CartGateway, CartRemovalOptions } from './cart-gateway.js';
import { rememberGuestCart, type CartMergeIdStore } from './cart-merge-id-store.js';
import type { GuestStatus } from './guest-status.js';
import { UndoableRemovals, type PendingRemoval } from './undoable-removal.js';

/** How a removal ended. */
export type CartRemovalOutcome =
  /** The API removed the line and answered the new cart. */
  | { readonly kind: 'removed'; readonly cart: Cart }
  /** The shopper undid the removal before it was sent; nothing was sent. */
  | { readonly kind: 'cancelled' }
  /** The API answered without a cart, so the page is being reloaded to show the truth. */
  | { readonly kind: 'reloaded' };

/** A storefront removal waiting for its delay to pass or for the API to answer. */
export type PendingCartRemoval = PendingRemoval<CartRemovalOutcome>;

/**
 * Removes a cart line through the API after `CART_REMOVAL_DELAY_MS` (2 s), so the shopper can undo
 * meanwhile, one removal at a time for the whole cart (spec sections 4 and 9; the rule is
 * `UndoableRemovals`).
 *
 * The lock lives in this object: bind it as one instance per shopper (a singleton in the browser).
 */
export class RemoveCartLine {
  private readonly removals: UndoableRemovals<CartRemovalOutcome>;

  constructor(
    private readonly gateway: CartGateway,
    private readonly guest: GuestStatus,
    private readonly mergeIds: CartMergeIdStore,
    scheduler: Scheduler,
    private readonly navigator: Navigator,
  ) {
    this.removals = new UndoableRemovals(scheduler, (hash, options) => this.send(hash, options));
  }

  /**
   * Starts removing `line`. Throws `ShopError` `cart-removal-without-item` when no line (or a line
   * without a hash) is chosen, and `cart-removal-locked` while another removal is pending.
   */
  execute(line: Pick<CartProduct, 'hash'> | null | undefined): PendingCartRemoval {
    return this.removals.start(line?.hash);
  }

  private async send(hash: string, options?: CartRemovalOptions): Promise<CartRemovalOutcome> {
    const answer = await this.gateway.remove(hash, options);
    if (answer === null) {
      this.navigator.reload();
      return { kind: 'reloaded' };
    }
    const cart = withLineStatuses(answer);
    // An emptied guest cart has nothing left to merge at login.
    rememberGuestCart(cart, this.guest, this.mergeIds);
    return { kind: 'removed', cart };
  }
}
