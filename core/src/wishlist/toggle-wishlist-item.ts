import type { SendWishlistChange } from './send-wishlist-change.js';
import { hasProduct, type Wishlist } from './wishlist.js';

/**
 * The heart button: removes the product when the shopper's current list holds it, adds it otherwise,
 * and answers the new list. Goes through the same lock as add and remove.
 */
export class ToggleWishlistItem {
  constructor(
    private readonly add: Pick<SendWishlistChange, 'execute'>,
    private readonly remove: Pick<SendWishlistChange, 'execute'>,
  ) {}

  /** `current` is the list the UI shows; whether the answer holds `productId` tells it was an add. */
  async execute(productId: number, current: Wishlist): Promise<Wishlist> {
    return hasProduct(current, productId) ? this.remove.execute(productId) : this.add.execute(productId);
  }
}
