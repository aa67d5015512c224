import { MergeGuestList } from '../session/merge-guest-list.js';
import { ShopError } from '../shared/errors.js';
import type { WishlistGateway, WishlistResponse } from './wishlist-gateway.js';
import type { WishlistMergeIdStore } from './wishlist-merge-id-store.js';

/** The code of a wishlist merge asked for without a merge id (spec section 8). */
export const WISHLIST_MERGE_WITHOUT_ID = 'wishlist-merge-without-id';

/**
 * Whether a guest wishlist waits to be merged (spec section 4): a merge id is stored, which
 * `rememberGuestWishlist` keeps only for a non-empty guest list. A blank stored id counts too, so that
 * it reaches the merge, which rejects it and forgets it.
 */
export function guestWishlistWaits(mergeIds: WishlistMergeIdStore): boolean {
  return mergeIds.get() !== null;
}

/**
 * Merges the stored guest wishlist into the customer's, forgets the merge id and answers the merged
 * list. Without a merge id to merge by (spec section 8) it is rejected, one way whether the stored id
 * is absent or blank: `ShopError` `wishlist-merge-without-id`, nothing sent, the id forgotten. On an API
 * failure the id stays stored, so nothing is lost and the merge can run again.
 */
export async function mergeStoredGuestWishlist(
  gateway: WishlistGateway,
  mergeIds: WishlistMergeIdStore,
): Promise<WishlistResponse> {
  const mergeUuid = mergeIds.get();
  if (mergeUuid === null || mergeUuid.trim() === '') {
    // A blank id names no list: keeping it would only make every later merge fail the same way.
    mergeIds.clear();
    throw new ShopError(WISHLIST_MERGE_WITHOUT_ID, 'wishlist merge without a merge id');
  }
  const merged = await gateway.merge(mergeUuid);
  mergeIds.clear();
  return merged;
}

/**
 * After login or registration, merges the guest wishlist into the account (by the stored merge id),
 * then forgets the id; see `mergeStoredGuestWishlist` for failures, including the rejection without a
 * merge id. The session asks for it only while a guest list `waiting()`.
 */
export function mergeGuestWishlist(gateway: WishlistGateway, mergeIds: WishlistMergeIdStore): MergeGuestList {
  return new MergeGuestList(mergeIds, () => mergeStoredGuestWishlist(gateway, mergeIds));
}
