import type { GuestStatus } from '../cart/guest-status.js';
import type { Logger } from '../shared/logger.js';
import type { Wishlist } from './wishlist.js';
import type { WishlistGateway, WishlistResponse } from './wishlist-gateway.js';
import { rememberGuestWishlist, type WishlistMergeIdStore } from './wishlist-merge-id-store.js';

/** The ports every wishlist use case needs; one object so the composition root wires them once. */
export interface WishlistPorts {
  readonly gateway: WishlistGateway;
  readonly mergeIds: WishlistMergeIdStore;
  readonly guest: GuestStatus;
  readonly logger: Logger;
}

/**
 * Turns an API answer into the wishlist the UI holds: products lacking an id are logged and skipped,
 * and a guest's merge id follows the list.
 */
export function acceptWishlistAnswer(answer: WishlistResponse, ports: WishlistPorts): Wishlist {
  const wishlist: Wishlist = { uuid: answer.uuid ?? null, products: answer.products };
  for (const product of answer.skipped ?? []) {
    ports.logger.error('wishlist product without an id skipped', { product });
  }
  rememberGuestWishlist(wishlist, ports.guest, ports.mergeIds);
  return wishlist;
}
