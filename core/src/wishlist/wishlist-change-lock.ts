import { ShopError } from '../shared/errors.js';

/** The message a change gets while another one runs (spec section 8). */
export const WISHLIST_LOCKED_MESSAGE = 'changes are locked';

/**
 * One wishlist change at a time (spec section 4): while an add or remove runs, any further add,
 * remove or toggle is rejected with `ShopError` `wishlist-locked`, 'changes are locked'. Each answer
 * replaces the whole list, so overlapping changes could overwrite each other with a stale list.
 *
 * Shared by the add, remove and toggle use cases: bind one instance per shopper.
 */
export class WishlistChangeLock {
  private held = false;

  /** True while a change runs, e.g. to disable the heart buttons. */
  get isLocked(): boolean {
    return this.held;
  }

  /** Runs `change` holding the lock; released when it settles, also on failure. */
  async run<T>(change: () => Promise<T>): Promise<T> {
    if (this.held) throw new ShopError('wishlist-locked', WISHLIST_LOCKED_MESSAGE);
    this.held = true;
    try {
      return await change();
    } finally {
      this.held = false;
    }
  }
}
