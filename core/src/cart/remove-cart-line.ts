import type { Navigator } from '../navigation/navigator.js';
import type { ScheduledTask, Scheduler } from '../shared/clock.js';
import { CART_REMOVAL_DELAY_MS } from '../shared/constants.js';
import { ShopError } from '../shared/errors.js';
import { withLineStatuses, type Cart, type CartProduct } from './cart.js';
import type { CartGateway, CartRemovalOptions } from './cart-gateway.js';
import { rememberGuestCart, type CartMergeIdStore } from './cart-merge-id-store.js';
import type { GuestStatus } from './guest-status.js';

/** How a removal ended. */
export type CartRemovalOutcome =
  /** The API removed the line and answered the new cart. */
  | { readonly kind: 'removed'; readonly cart: Cart }
  /** The shopper undid the removal before it was sent; nothing was sent. */
  | { readonly kind: 'cancelled' }
  /** The API answered without a cart, so the page is being reloaded to show the truth. */
  | { readonly kind: 'reloaded' };

/** A removal waiting for its delay to pass or for the API to answer. */
export interface PendingCartRemoval {
  /** The hash of the line being removed. */
  readonly hash: string;
  /**
   * Undo: stops the removal if it has not been sent yet and answers true; answers false once it was
   * sent (or has ended), because the API call cannot be taken back.
   */
  cancel(): boolean;
  /**
   * Sends the removal at once instead of when its 2 seconds are over: the shopper leaves (to the
   * checkout, or away from the page), and a removal they asked for must not be undone by leaving.
   * Answers the outcome; a removal already sent or ended is not sent twice.
   */
  sendNow(options?: CartRemovalOptions): Promise<CartRemovalOutcome>;
  /** Settles when the removal ends; rejects with the API's error, leaving the cart as it was. */
  readonly outcome: Promise<CartRemovalOutcome>;
}

/**
 * Removes a cart line after `CART_REMOVAL_DELAY_MS` (2 s), so the shopper can undo meanwhile
 * (spec sections 4 and 9).
 *
 * Locking: one removal at a time for the whole cart. While one is waiting or in flight, any further
 * removal (of the same line or another) is refused with `ShopError` `cart-removal-locked`. Each
 * answer replaces the whole cart, so two removals in flight could overwrite each other's cart with a
 * stale one; and one pending removal matches the one undo the UI offers. The lock is released when
 * the removal is undone, answered or fails.
 *
 * The lock lives in this object: bind it as one instance per shopper (a singleton in the browser).
 */
export class RemoveCartLine {
  private pending: string | null = null;

  constructor(
    private readonly gateway: CartGateway,
    private readonly guest: GuestStatus,
    private readonly mergeIds: CartMergeIdStore,
    private readonly scheduler: Scheduler,
    private readonly navigator: Navigator,
  ) {}

  /**
   * Starts removing `line`. Throws `ShopError` `cart-removal-without-item` when no line (or a line
   * without a hash) is chosen, and `cart-removal-locked` while another removal is pending.
   */
  execute(line: Pick<CartProduct, 'hash'> | null | undefined): PendingCartRemoval {
    const hash = line?.hash;
    if (typeof hash !== 'string' || hash === '') {
      throw new ShopError('cart-removal-without-item', 'no cart item chosen for removal');
    }
    if (this.pending !== null) {
      throw new ShopError('cart-removal-locked', `a cart removal is pending (line ${this.pending})`);
    }
    this.pending = hash;

    let sent = false;
    let settled = false;
    let task: ScheduledTask | undefined;
    let resolveOutcome: (outcome: CartRemovalOutcome) => void = () => undefined;
    let rejectOutcome: (error: unknown) => void = () => undefined;
    const outcome = new Promise<CartRemovalOutcome>((resolve, reject) => {
      resolveOutcome = resolve;
      rejectOutcome = reject;
    });
    const finish = (): void => {
      settled = true;
      this.pending = null;
    };

    const send = (options?: CartRemovalOptions): void => {
      sent = true;
      task?.cancel();
      task = undefined;
      this.send(hash, options).then(
        (result) => {
          finish();
          resolveOutcome(result);
        },
        (error: unknown) => {
          finish();
          rejectOutcome(error);
        },
      );
    };
    task = this.scheduler.schedule(CART_REMOVAL_DELAY_MS, () => send());

    return {
      hash,
      outcome,
      cancel: () => {
        if (sent || settled) return false;
        task?.cancel();
        finish();
        resolveOutcome({ kind: 'cancelled' });
        return true;
      },
      sendNow: (options) => {
        if (!sent && !settled) send(options);
        return outcome;
      },
    };
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
