import {
  type PendingRemoval,
  quantityChangeSteps,
  type QuantityChangeLine,
  UndoableRemovals,
} from '@fanshop/core/cart';
import type { Scheduler } from '@fanshop/core/shared';
import type { ListOwner } from '../cart/owner';
import type { Services } from '../services';

/** What became of an undo. */
export type UndoResult = 'kept' | 'too-late';

/** What became of a removal asked for. */
export type RemovalStart = 'pending' | 'locked' | 'unknown';

/**
 * The checkout cart's changes, by core's rules: a quantity is set through the spec's add and remove
 * (core's `quantityChangeSteps`), all in one transaction, so a failing step leaves the cart as it was;
 * a line is removed 2 seconds after the shopper asked, can be undone meanwhile, one at a time per cart
 * (core's `UndoableRemovals`, one per visitor, kept only while a removal is pending). The reference
 * host runs as one process, so the pending removal and its undo meet in it.
 */
export class CartEdits {
  private readonly removals = new Map<string, UndoableRemovals<boolean>>();
  private readonly pendingOf = new Map<string, PendingRemoval<boolean>>();
  private readonly scheduler: Scheduler;

  constructor(private readonly s: Services) {
    const { timers } = s;
    this.scheduler = { now: timers.now, schedule: (ms, run) => ({ cancel: timers.schedule(ms, run) }) };
  }

  /**
   * Sets `line` to `quantity`. Throws `ShopError` `cart-invalid-amount` for a quantity outside the line's
   * range and the cart's `ApiError` when the stock has changed meanwhile; the cart is then unchanged.
   */
  setQuantity(owner: ListOwner, line: QuantityChangeLine, quantity: number): void {
    const steps = quantityChangeSteps(line, quantity);
    this.s.db.transaction(() => {
      for (const step of steps) {
        if (step.kind === 'remove') this.s.carts.remove(owner, step.hash);
        else
          this.s.carts.add(owner, {
            optionId: step.request.productOption,
            amount: step.request.amount ?? 1,
            relatedProducts: step.request.relatedProducts,
            personalisation: step.request.personalisation ?? null,
          });
      }
    })();
  }

  /** Starts removing the line `hash` of the cart `key` (the visitor's uuid), unless one is pending. */
  startRemoval(key: string, owner: ListOwner, hash: string, lines: readonly string[]): RemovalStart {
    if (!lines.includes(hash)) return 'unknown';
    const removals = this.removalsOf(key, owner);
    if (removals.pendingHash !== null) return 'locked';
    const pending = removals.start(hash);
    this.pendingOf.set(key, pending);
    const done = () => {
      this.pendingOf.delete(key);
      if (removals.pendingHash === null) this.removals.delete(key);
    };
    // A removal that fails (the line went meanwhile) leaves the cart as it is; the page shows the truth.
    pending.outcome.then(done, done);
    return 'pending';
  }

  /** Undoes the pending removal of `hash` while it is still waiting. */
  undo(key: string, hash: string): UndoResult {
    const pending = this.pendingOf.get(key);
    return pending?.hash === hash && pending.cancel() ? 'kept' : 'too-late';
  }

  /** The line of the cart `key` whose removal waits, or undefined. */
  pendingHash(key: string): string | undefined {
    const pending = this.pendingOf.get(key);
    return pending?.undoable ? pending.hash : undefined;
  }

  private removalsOf(key: string, owner: ListOwner): UndoableRemovals<boolean> {
    let removals = this.removals.get(key);
    if (!removals) {
      removals = new UndoableRemovals(this.scheduler, async (hash) => this.s.carts.remove(owner, hash));
      this.removals.set(key, removals);
    }
    return removals;
  }
}
