import type { ScheduledTask, Scheduler } from '../shared/clock.js';
import { CART_REMOVAL_DELAY_MS } from '../shared/constants.js';
import { ShopError } from '../shared/errors.js';
import type { CartRemovalOptions } from './cart-gateway.js';

/** A removal waiting for its delay to pass or for its call to answer; `R` is what the call answers. */
export interface PendingRemoval<R> {
  /** The hash of the line being removed. */
  readonly hash: string;
  /**
   * Undo: stops the removal if it has not been sent yet and answers true; answers false once it was
   * sent (or has ended), because the call cannot be taken back.
   */
  cancel(): boolean;
  /**
   * Sends the removal at once instead of when its 2 seconds are over: the shopper leaves (to the
   * checkout, or away from the page), and a removal they asked for must not be undone by leaving.
   * Answers the outcome; a removal already sent or ended is not sent twice.
   */
  sendNow(options?: CartRemovalOptions): Promise<R | { readonly kind: 'cancelled' }>;
  /** Settles when the removal ends; rejects with the call's error, leaving the cart as it was. */
  readonly outcome: Promise<R | { readonly kind: 'cancelled' }>;
  /** True until the removal is sent or undone: the line is still in the cart and the undo still works. */
  readonly undoable: boolean;
}

/**
 * The spec's removal rule (sections 4 and 9), whatever sends the call: a line is removed
 * `CART_REMOVAL_DELAY_MS` (2 s) after the shopper asked, can be undone meanwhile, and one removal at a
 * time is pending for the whole cart. While one waits or is in flight, any further removal is refused
 * with `ShopError` `cart-removal-locked`: each answer replaces the whole cart, so two removals in flight
 * could overwrite each other's cart with a stale one, and one pending removal matches the one undo a
 * page offers. The lock is released when the removal is undone, answered or fails.
 *
 * The lock lives in this object: one instance per shopper (the storefront's `RemoveCartLine` in the
 * browser, the checkout host's cart per visitor).
 */
export class UndoableRemovals<R> {
  private pending: string | null = null;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly send: (hash: string, options?: CartRemovalOptions) => Promise<R>,
  ) {}

  /** The hash of the line whose removal is pending, or null. */
  get pendingHash(): string | null {
    return this.pending;
  }

  /**
   * Starts removing the line `hash`. Throws `ShopError` `cart-removal-without-item` for no hash, and
   * `cart-removal-locked` while another removal is pending.
   */
  start(hash: string | null | undefined): PendingRemoval<R> {
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
    let resolveOutcome: (outcome: R | { readonly kind: 'cancelled' }) => void = () => undefined;
    let rejectOutcome: (error: unknown) => void = () => undefined;
    const outcome = new Promise<R | { readonly kind: 'cancelled' }>((resolve, reject) => {
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
      let call: Promise<R>;
      try {
        call = this.send(hash, options);
      } catch (error) {
        // A send that throws at once still ends as a rejected outcome, never as an uncaught error.
        call = Promise.reject(error);
      }
      call.then(
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
      get undoable() {
        return !sent && !settled;
      },
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
}
