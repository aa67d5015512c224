import { ShopError } from '../shared/errors.js';
import { silentLogger, type Logger } from '../shared/logger.js';
import type { SendWishlistChange } from './send-wishlist-change.js';
import type { ToggleWishlistItem } from './toggle-wishlist-item.js';
import type { WishlistChangeLock } from './wishlist-change-lock.js';
import { hasProduct, type Wishlist } from './wishlist.js';

/** The product a heart or a remove button acts on; more fields make the optimistic entry richer. */
export interface WishlistTarget {
  readonly id: number;
  readonly name: string;
}

/** A change that went through: the list the API answered. */
export interface WishlistChanged {
  readonly kind: 'added' | 'removed';
  readonly wishlist: Wishlist;
  /** True when an add took: the answer holds the product (the storefront opens its popup then). */
  readonly took: boolean;
}

/** A change that did not: `locked` while another one ran (told politely), `failed` when the API refused it. */
export interface WishlistChangeRefused {
  readonly kind: 'locked' | 'failed';
  /** True when the optimistic list was shown and must be put back. */
  readonly rollBack: boolean;
}

/** How a heart's or remove button's change ended, for the frontend to show and announce. */
export type WishlistChangeOutcome = WishlistChanged | WishlistChangeRefused;

/** True when the change went through. */
export function wishlistChanged(outcome: WishlistChangeOutcome): outcome is WishlistChanged {
  return outcome.kind === 'added' || outcome.kind === 'removed';
}

/** Shows the list as it will be once the change went through, before the API answered. */
export type ShowOptimistic = (wishlist: Wishlist) => void;

/**
 * A heart's or remove button's change as the shopper sees it (spec section 4): the change shows at
 * once (`show`, with the product added first or taken out) and is rolled back when the API refuses it;
 * while another change runs the core's lock refuses this one, nothing is shown early, and the outcome
 * says `locked` so the shopper can be told politely. Failures other than the lock are logged.
 * Every frontend's heart goes through this, so the rule lives once.
 */
export class ChangeWishlistItem {
  constructor(
    private readonly toggleItem: Pick<ToggleWishlistItem, 'execute'>,
    private readonly removeItem: Pick<SendWishlistChange, 'execute'>,
    private readonly lock: Pick<WishlistChangeLock, 'isLocked'>,
    private readonly logger: Logger = silentLogger,
  ) {}

  /** The heart: adds the product, or removes it when `shown` (the list on screen) holds it. */
  toggle(product: WishlistTarget, shown: Wishlist, show: ShowOptimistic): Promise<WishlistChangeOutcome> {
    const adding = !hasProduct(shown, product.id);
    return this.change(product, shown, adding, () => this.toggleItem.execute(product.id, shown), show);
  }

  /** Takes a product off the list (a wishlist page's remove button). */
  remove(product: WishlistTarget, shown: Wishlist, show: ShowOptimistic): Promise<WishlistChangeOutcome> {
    return this.change(product, shown, false, () => this.removeItem.execute(product.id), show);
  }

  private async change(
    product: WishlistTarget,
    shown: Wishlist,
    adding: boolean,
    run: () => Promise<Wishlist>,
    show: ShowOptimistic,
  ): Promise<WishlistChangeOutcome> {
    // Read before the call takes the lock: a refused change changes nothing, so nothing shows early.
    const locked = this.lock.isLocked;
    const call = run();
    if (!locked) show(optimistic(shown, product, adding));
    try {
      const wishlist = await call;
      return {
        kind: adding ? 'added' : 'removed',
        wishlist,
        took: adding && hasProduct(wishlist, product.id),
      };
    } catch (error) {
      const refused = error instanceof ShopError && error.code === 'wishlist-locked';
      if (!refused)
        this.logger.error('wishlist change failed', { productId: product.id, error: String(error) });
      return { kind: refused ? 'locked' : 'failed', rollBack: !locked };
    }
  }
}

/**
 * The list as it will be: an added product first (the API lists newest first; its tile comes with the
 * answer), a removed one gone.
 */
function optimistic(shown: Wishlist, product: WishlistTarget, adding: boolean): Wishlist {
  return adding
    ? { ...shown, products: [{ id: product.id, tile: null }, ...shown.products] }
    : { ...shown, products: shown.products.filter((p) => p.id !== product.id) };
}
