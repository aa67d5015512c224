import type { GuestStatus } from '../cart/guest-status.js';
import type { Wishlist } from './wishlist.js';

/**
 * Keeps the guest wishlist's uuid (the merge id) until login; the adapter stores it in localStorage
 * under `WISHLIST_MERGE_STORAGE_KEY`. The session clears it on logout and on a failed login.
 */
export interface WishlistMergeIdStore {
  /** The stored merge id, `null` when none is stored. */
  get(): string | null;
  set(mergeUuid: string): void;
  clear(): void;
}

/**
 * Keeps the stored merge id in step with the guest's list: its uuid while it holds products, none
 * once it is empty. So "a merge id is stored" means "the guest list is not empty", which is the
 * condition for merging (spec section 4). A customer's own list is never remembered.
 */
export function rememberGuestWishlist(
  wishlist: Wishlist,
  guest: GuestStatus,
  mergeIds: WishlistMergeIdStore,
): void {
  if (!guest.isGuest()) return;
  if (wishlist.products.length === 0) mergeIds.clear();
  else if (wishlist.uuid) mergeIds.set(wishlist.uuid);
}
