import { action, computed, observable, observableRef, runInAction } from 'mobx';
import { makeStoreObservable } from '../app/store-observability';
import {
  cartAddErrorOf,
  cartItemCount,
  isCartEmpty,
  isLineAvailable,
  keepLineOrder,
  unavailableLines,
  type Cart,
  type ChangeLineQuantity,
  type CartAddError,
  type CartProduct,
  type LoadCart,
  type AddToCart,
  type PendingCartRemoval,
  type RemoveCartLine,
} from '@fanshop/core/cart';
import { valuedEvent, analyticsItem, type AnalyticsProduct } from '@fanshop/core/analytics';
import { ShopError } from '@fanshop/core/shared';
import type { SessionResettable } from '@fanshop/core/session';
import { LatestListLoad, type ShopperListDeps } from '../session/latest-list-load';
import type { Print } from '@fanshop/core/personalisation';

/** The collaborators of the cart store, wired by the composition root. */
export interface CartStoreDeps extends ShopperListDeps {
  readonly load: LoadCart;
  readonly add: AddToCart;
  /** One instance per shopper: it holds the lock of the pending removal. */
  readonly removeLine: RemoveCartLine;
  /** A line's quantity, through the API's add and remove; the cart is never left half-changed. */
  readonly changeQuantity: ChangeLineQuantity;
}

/** Whether the cart is known yet. */
export type CartStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What the cart's live region announces. */
export interface CartNotice {
  readonly kind:
    | 'added'
    | 'removing'
    | 'removed'
    | 'restored'
    | 'remove-failed'
    | 'remove-locked'
    | 'undo-too-late'
    | 'quantity-changed'
    | 'quantity-failed'
    | 'quantity-stock'
    | 'line-lost';
  readonly name: string;
  /** The line's new quantity (`quantity-changed`). */
  readonly quantity?: number;
}

/** The line waiting for its removal (2 s, undoable). */
export interface RemovingLine {
  readonly hash: string;
  readonly name: string;
}

/**
 * The shopper's cart as a view store over the core's cart use cases. Loaded in the browser after
 * hydration. Removing a line goes through the core's `RemoveCartLine`: it waits 2 seconds, can be
 * undone meanwhile, and allows one removal at a time; the line stays in the cart (marked) until the
 * API answered, so nothing is lost when the removal fails. Logout empties it (`reset`).
 */
export class CartStore implements SessionResettable {
  cart: Cart | null = null;
  status: CartStatus = 'idle';
  adding = false;
  addError: CartAddError | null = null;
  removing: RemovingLine | null = null;
  /** The hash of the line whose quantity is being changed; one change at a time. */
  changing: string | null = null;
  notice: CartNotice | null = null;
  private pendingRemoval: PendingCartRemoval | null = null;
  /** Bumped by every load and add, so an older load's answer never overwrites a newer cart. */
  private readonly loads: LatestListLoad<Cart>;
  /** Bumped by logout, so nothing from the ended session lands in the new one. */
  private sessionGeneration = 0;

  constructor(private readonly deps: CartStoreDeps) {
    this.loads = new LatestListLoad('cart', deps.logger, deps.hasIdentity);
    makeStoreObservable(this, {
      cart: observableRef,
      status: observable,
      adding: observable,
      addError: observable,
      removing: observableRef,
      changing: observable,
      notice: observableRef,
      lines: computed,
      itemCount: computed,
      isEmpty: computed,
      hasUnavailable: computed,
      load: action,
      add: action,
      remove: action,
      changeQuantity: action,
      undo: action,
      reset: action,
      dismissNotice: action,
    });
  }

  /** The lines, in the API's order. */
  get lines(): readonly CartProduct[] {
    return this.cart?.products ?? [];
  }

  /** Pieces in the cart, for the header badge. */
  get itemCount(): number {
    return this.cart ? cartItemCount(this.cart) : 0;
  }

  get isEmpty(): boolean {
    return this.cart ? isCartEmpty(this.cart) : true;
  }

  /** True when some line cannot be ordered as it is. */
  get hasUnavailable(): boolean {
    return this.cart ? unavailableLines(this.cart).length > 0 : false;
  }

  /** Whether a line can be ordered (its option has stock and a quantity). */
  isAvailable(line: CartProduct): boolean {
    return isLineAvailable(line);
  }

  /** Loads the cart (merging a waiting guest cart for a customer); keeps what is shown on failure. */
  load(): Promise<void> {
    return this.loads.run(() => this.deps.load.execute(), {
      none: () => runInAction(() => (this.status = 'ready')),
      loading: () => runInAction(() => (this.status = 'loading')),
      loaded: (cart) =>
        runInAction(() => {
          this.cart = cart;
          this.status = 'ready';
        }),
      failed: () => runInAction(() => (this.status = 'error')),
    });
  }

  /** Tries loading again after a failure. */
  retry(): Promise<void> {
    return this.load();
  }

  /**
   * Puts `amount` pieces of a size option into the cart and answers the new cart. On failure
   * `addError` says why and the API's error is rethrown for the caller's own message. Reports
   * `add_to_cart` when `product` is given; callers that report the add themselves leave it out.
   */
  async add(
    option: { readonly id: number },
    amount = 1,
    product?: AnalyticsProduct,
    personalisation?: Print,
  ): Promise<Cart> {
    this.adding = true;
    this.addError = null;
    const session = this.sessionGeneration;
    let cart: Cart;
    try {
      cart = await this.deps.add.execute({
        productOption: option.id,
        amount,
        ...(personalisation ? { personalisation } : {}),
      });
    } catch (error) {
      this.deps.logger.warn('adding to the cart failed', { option: option.id, error: String(error) });
      runInAction(() => {
        this.adding = false;
        this.addError = cartAddErrorOf(error);
      });
      throw error;
    }
    if (session !== this.sessionGeneration) return cart;
    const line = cart.products.find((l) => l.option.id === option.id);
    runInAction(() => {
      this.loads.supersede();
      this.cart = cart;
      this.status = 'ready';
      this.adding = false;
      this.notice = { kind: 'added', name: product?.name ?? line?.name ?? '' };
    });
    if (product) {
      this.deps.analytics.track(
        valuedEvent('add_to_cart', [analyticsItem(product, this.deps.priceType(), { quantity: amount })]),
      );
    }
    return cart;
  }

  /**
   * Sets a line to `quantity` (1 up to its stock; removing is `remove`). The line keeps its place; what
   * happened is announced. A failed change leaves the cart as it was and says so; a line that could not
   * be put back after a failed change is said to be gone, and the cart is loaded afresh.
   */
  async changeQuantity(line: CartProduct, quantity: number): Promise<void> {
    if (this.changing !== null || this.isRemoving(line) || quantity === line.option.quantity) return;
    const session = this.sessionGeneration;
    const before = this.cart;
    this.changing = line.hash;
    try {
      const cart = await this.deps.changeQuantity.execute(line, quantity);
      if (session !== this.sessionGeneration) return;
      runInAction(() => {
        this.loads.supersede();
        this.cart = keepLineOrder(before, cart);
        this.status = 'ready';
        this.changing = null;
        this.notice = { kind: 'quantity-changed', name: line.name, quantity };
      });
      const difference = quantity - line.option.quantity;
      this.deps.analytics.track(
        valuedEvent(difference > 0 ? 'add_to_cart' : 'remove_from_cart', [
          analyticsItem(lineProduct(line), this.deps.priceType(), { quantity: Math.abs(difference) }),
        ]),
      );
    } catch (error) {
      this.deps.logger.warn('changing a quantity failed', {
        hash: line.hash,
        quantity,
        error: String(error),
      });
      if (session !== this.sessionGeneration) return;
      const lost = error instanceof ShopError && error.code === 'cart-line-lost';
      const why = cartAddErrorOf(error);
      runInAction(() => {
        this.changing = null;
        this.notice = {
          kind: lost
            ? 'line-lost'
            : why === 'stock-limit' || why === 'out-of-stock'
              ? 'quantity-stock'
              : 'quantity-failed',
          name: line.name,
        };
      });
      if (lost) void this.load();
    }
  }

  /** True while this line waits for its removal. */
  isRemoving(line: CartProduct): boolean {
    return this.removing?.hash === line.hash;
  }

  /** Starts removing a line: sent after 2 seconds unless undone; one removal at a time. */
  async remove(line: CartProduct): Promise<void> {
    let pending: PendingCartRemoval;
    try {
      pending = this.deps.removeLine.execute(line);
    } catch (error) {
      const locked = error instanceof ShopError && error.code === 'cart-removal-locked';
      this.notice = { kind: locked ? 'remove-locked' : 'remove-failed', name: line.name };
      return;
    }
    const session = this.sessionGeneration;
    this.pendingRemoval = pending;
    this.removing = { hash: line.hash, name: line.name };
    this.notice = { kind: 'removing', name: line.name };
    try {
      const outcome = await pending.outcome;
      if (session !== this.sessionGeneration) return;
      runInAction(() => {
        this.pendingRemoval = null;
        this.removing = null;
        if (outcome.kind === 'removed') {
          this.loads.supersede();
          this.cart = outcome.cart;
          this.notice = { kind: 'removed', name: line.name };
        } else if (outcome.kind === 'cancelled') {
          this.notice = { kind: 'restored', name: line.name };
        }
      });
      if (outcome.kind === 'removed') {
        this.deps.analytics.track(
          valuedEvent('remove_from_cart', [
            analyticsItem(lineProduct(line), this.deps.priceType(), { quantity: line.option.quantity }),
          ]),
        );
      }
    } catch (error) {
      this.deps.logger.error('removing a cart line failed', { hash: line.hash, error: String(error) });
      if (session !== this.sessionGeneration) return;
      runInAction(() => {
        this.pendingRemoval = null;
        this.removing = null;
        this.notice = { kind: 'remove-failed', name: line.name };
      });
    }
  }

  /** Undo: keeps the line if its removal was not sent yet. */
  undo(): void {
    const pending = this.pendingRemoval;
    const removing = this.removing;
    if (!pending || !removing) return;
    if (!pending.cancel()) this.notice = { kind: 'undo-too-late', name: removing.name };
  }

  /**
   * The shopper leaves (to the checkout, or away from the page): a removal still waiting is sent now,
   * as a request that outlives the page, so leaving never undoes it. Settles when it has been carried
   * out (or failed); at once when nothing waits.
   */
  async sendPendingRemoval(): Promise<void> {
    const pending = this.pendingRemoval;
    if (!pending) return;
    // The outcome is the store's own `remove` flow's to show; here only its end is awaited.
    await pending.sendNow({ keepalive: true }).catch(() => undefined);
  }

  /** Logout: the cart belongs to the session that ended. A waiting removal is dropped, not sent. */
  reset(): void {
    this.sessionGeneration++;
    this.loads.supersede();
    this.pendingRemoval?.cancel();
    this.pendingRemoval = null;
    this.removing = null;
    this.cart = null;
    this.status = 'idle';
    this.adding = false;
    this.addError = null;
    this.notice = null;
  }

  dismissNotice(): void {
    this.notice = null;
  }
}

/**
 * A cart line as analytics sees it. The API's cart lines name no product id, so the size option's id
 * stands in for it.
 */
function lineProduct(line: CartProduct): AnalyticsProduct {
  return { id: line.option.id, name: line.name, brand: line.brand, prices: line.prices };
}
