import { ShopError } from '../shared/errors.js';
import { isProductId, type Wishlist } from './wishlist.js';
import type { WishlistChangeLock } from './wishlist-change-lock.js';
import { acceptWishlistAnswer, type WishlistPorts } from './wishlist-ports.js';

/** Takes a product off the wishlist and answers the new list. */
export class RemoveFromWishlist {
  constructor(
    private readonly ports: WishlistPorts,
    private readonly lock: WishlistChangeLock,
  ) {}

  /**
   * Rejects with `ShopError` `wishlist-locked` ('changes are locked') while another change runs, and
   * `wishlist-invalid-product` for an id that names no product.
   */
  async execute(productId: number): Promise<Wishlist> {
    if (!isProductId(productId)) {
      throw new ShopError('wishlist-invalid-product', `not a product id: ${productId}`);
    }
    return this.lock.run(async () =>
      acceptWishlistAnswer(await this.ports.gateway.remove(productId), this.ports),
    );
  }
}
