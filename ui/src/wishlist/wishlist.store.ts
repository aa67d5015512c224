import { action, computed, observable, observableRef, runInAction, type IComputedValue } from 'mobx';
import { makeStoreObservable } from '../app/store-observability';
import type { ProductTile } from '@fanshop/core/catalog';
import { valuedEvent, analyticsItem } from '@fanshop/core/analytics';
import {
  EMPTY_WISHLIST,
  hasProduct,
  type Wishlist,
  type StartWishlist,
  wishlistChanged,
  type ChangeWishlistItem,
  type WishlistChangeOutcome,
  type WishlistTarget,
} from '@fanshop/core/wishlist';
import type { SessionResettable } from '@fanshop/core/session';
import type { HeaderPopupsStore } from '../header/header-popups.store';
import { LatestListLoad, type ShopperListDeps } from '../session/latest-list-load';

/** The collaborators of the wishlist store, wired by the composition root. */
export interface WishlistStoreDeps extends ShopperListDeps {
  readonly start: StartWishlist;
  /** The core's heart and remove changes: optimistic, rolled back on failure, refused while one runs. */
  readonly change: ChangeWishlistItem;
  readonly popups: HeaderPopupsStore;
}

/** Whether the list is known yet. */
export type WishlistStatus = 'idle' | 'loading' | 'ready' | 'error';

/** What the live region tells the shopper after a change (or a refused one). */
export interface WishlistNotice {
  readonly kind: 'added' | 'removed' | 'locked' | 'failed';
  readonly name: string;
}

/**
 * The shopper's wishlist, for guests and customers alike. Loaded in the browser after hydration
 * (`start`, through the core's `StartWishlist`, which merges a waiting guest list for a customer).
 * Hearts change it through the core's `ChangeWishlistItem`: the change shows at once and is rolled
 * back when the API refuses it; while one change runs the core's lock refuses others, which the
 * shopper is told politely. An add opens the header's wishlist popup. Logout empties it (`reset`).
 */
export class WishlistStore implements SessionResettable {
  wishlist: Wishlist = EMPTY_WISHLIST;
  status: WishlistStatus = 'idle';
  /** The product whose change is on its way, for busy hearts. */
  changingId: number | null = null;
  notice: WishlistNotice | null = null;
  private readonly loads: LatestListLoad<Wishlist>;
  /**
   * One computed per product asked about, so that a change re-renders only the hearts whose answer
   * changed: a listing has a heart on every tile, and each would otherwise re-render on every change
   * of the list (twice per click: shown, then settled). Grows with the products of a page life.
   */
  private readonly onList = new Map<number, IComputedValue<boolean>>();
  private readonly inChange = new Map<number, IComputedValue<boolean>>();

  constructor(private readonly deps: WishlistStoreDeps) {
    this.loads = new LatestListLoad('wishlist', deps.logger, deps.hasIdentity);
    makeStoreObservable<WishlistStore, 'apply'>(this, {
      wishlist: observableRef,
      status: observable,
      changingId: observable,
      notice: observableRef,
      count: computed,
      tiles: computed,
      start: action,
      toggle: action,
      remove: action,
      reset: action,
      dismissNotice: action,
      apply: action,
    });
  }

  /** How many products are on the list. */
  get count(): number {
    return this.wishlist.products.length;
  }

  /** The products as tiles, in list order (newest first); products a tile cannot show are left out. */
  get tiles(): readonly ProductTile[] {
    return this.wishlist.products.flatMap(({ tile }) => (tile ? [tile] : []));
  }

  /** True when the product is on the list. */
  has(productId: number): boolean {
    return perProduct(this.onList, productId, () => hasProduct(this.wishlist, productId));
  }

  /** True while a change of this product is on its way (its heart is busy). */
  isChanging(productId: number): boolean {
    return perProduct(this.inChange, productId, () => this.changingId === productId);
  }

  /** Loads the list (merging a waiting guest list for a customer); keeps what is shown on failure. */
  start(): Promise<void> {
    return this.loads.run(() => this.deps.start.execute(), {
      none: () => this.apply(EMPTY_WISHLIST),
      loading: () => runInAction(() => (this.status = 'loading')),
      loaded: (wishlist) => this.apply(wishlist),
      failed: () => runInAction(() => (this.status = 'error')),
    });
  }

  /** Tries loading again after a failure. */
  retry(): Promise<void> {
    return this.start();
  }

  /** The heart: adds the product, or removes it when the list holds it. */
  toggle(product: WishlistTarget): Promise<void> {
    return this.change('toggle', product);
  }

  /** Takes a product off the list (the wishlist page's remove button). */
  remove(product: WishlistTarget): Promise<void> {
    return this.change('remove', product);
  }

  /** Logout: the list belongs to the session that ended. */
  reset(): void {
    this.loads.supersede();
    this.wishlist = EMPTY_WISHLIST;
    this.status = 'idle';
    this.changingId = null;
    this.notice = null;
  }

  dismissNotice(): void {
    this.notice = null;
  }

  /** A heart's or remove button's change through the core, shown at once and settled by the answer. */
  private async change(kind: 'toggle' | 'remove', product: WishlistTarget): Promise<void> {
    const before = this.wishlist;
    const outcome = await this.deps.change[kind](product, before, (shown) => this.show(product, shown));
    this.settle(product, before, outcome);
  }

  /** The change on its way, shown before the API answered. */
  private show(product: WishlistTarget, shown: Wishlist): void {
    runInAction(() => {
      this.changingId = product.id;
      this.notice = null;
      this.wishlist = shown;
    });
  }

  private settle(product: WishlistTarget, before: Wishlist, outcome: WishlistChangeOutcome): void {
    if (!wishlistChanged(outcome)) {
      const { kind, rollBack } = outcome;
      runInAction(() => {
        if (rollBack) {
          this.wishlist = before;
          this.changingId = null;
        }
        this.notice = { kind, name: product.name };
      });
      return;
    }
    const { kind, wishlist } = outcome;
    runInAction(() => {
      this.apply(wishlist);
      this.changingId = null;
      this.notice = { kind, name: product.name };
    });
    if (outcome.took) {
      this.deps.popups.wishlistItemAdded();
      this.trackAdd(product.id);
    }
  }

  private apply(wishlist: Wishlist): void {
    this.wishlist = wishlist;
    this.status = 'ready';
  }

  private trackAdd(productId: number): void {
    const tile = this.tiles.find((t) => t.id === productId);
    if (!tile) return;
    this.deps.analytics.track(valuedEvent('add_to_wishlist', [analyticsItem(tile, this.deps.priceType())]));
  }
}

function perProduct(
  cache: Map<number, IComputedValue<boolean>>,
  productId: number,
  answer: () => boolean,
): boolean {
  let value = cache.get(productId);
  if (!value) {
    value = computed(answer);
    cache.set(productId, value);
  }
  return value.get();
}
