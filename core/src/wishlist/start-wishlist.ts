import type { Wishlist } from './wishlist.js';
import { guestWishlistWaits, mergeStoredGuestWishlist } from './merge-guest-wishlist.js';
import { acceptWishlistAnswer, type WishlistPorts } from './wishlist-ports.js';

/**
 * Loads the wishlist when the app starts, and whenever the UI wants it fresh (spec section 4): for a
 * customer with a stored merge id (so a non-empty guest list waits, e.g. the merge at login failed),
 * it merges and answers the merged list; otherwise it refreshes from the API.
 *
 * A guest never merges: the stored id is the guest's own list. A failing or rejected merge is logged
 * and the list is refreshed instead; the id stays for the next start when the API failed, so no
 * guest product is lost and the wishlist never breaks over it.
 */
export class StartWishlist {
  constructor(private readonly ports: WishlistPorts) {}

  async execute(): Promise<Wishlist> {
    if (!this.ports.guest.isGuest() && guestWishlistWaits(this.ports.mergeIds)) {
      try {
        const merged = await mergeStoredGuestWishlist(this.ports.gateway, this.ports.mergeIds);
        return acceptWishlistAnswer(merged, this.ports);
      } catch (error) {
        this.ports.logger.error('merging the guest wishlist failed; refreshing without it', { error });
      }
    }
    return acceptWishlistAnswer(await this.ports.gateway.get(), this.ports);
  }
}
