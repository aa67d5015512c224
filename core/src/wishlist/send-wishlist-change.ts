import { ShopError } from '../shared/errors.js';
import { isProductId, type Wishlist } from './wishlist.js';
import type { WishlistChangeLock } from './wishlist-change-lock.js';
import { acceptWishlistAnswer, type WishlistPorts } from './wishlist-ports.js';

/** Which way one change of the wishlist goes. */
export type WishlistChangeDirection = 'add' | 'remove';

/**
 * Puts a product on the wishlist (also for guests) or takes it off, and answers the new list: the two
 * differ only in the call they send, and share the lock, the product id check and how the answer is
 * taken (`acceptWishlistAnswer`: the guest's merge id kept or forgotten).
 */
export class SendWishlistChange {
  constructor(
    private readonly direction: WishlistChangeDirection,
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
      acceptWishlistAnswer(await this.ports.gateway[this.direction](productId), this.ports),
    );
  }
}
