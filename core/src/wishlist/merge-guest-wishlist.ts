import { ShopError } from '../shared/errors.js';
import type { WishlistGateway, WishlistResponse } from './wishlist-gateway.js';
import type { WishlistMergeIdStore } from './wishlist-merge-id-store.js';

/**
 * Merges the stored guest wishlist into the customer's and forgets the merge id; answers the merged
 * list, or `null` when no id is stored (nothing to merge: the id is only kept for a non-empty guest
 * list). A blank stored id is rejected with `ShopError` `wishlist-merge-without-id` and forgotten.
 * On an API failure the id stays stored, so nothing is lost and the merge can run again.
 */
export async function mergeStoredGuestWishlist(
  gateway: WishlistGateway,
  mergeIds: WishlistMergeIdStore,
): Promise<WishlistResponse | null> {
  const mergeUuid = mergeIds.get();
  if (mergeUuid === null) return null;
  if (mergeUuid.trim() === '') {
    // A blank id names no list: keeping it would only make every later merge fail the same way.
    mergeIds.clear();
    throw new ShopError('wishlist-merge-without-id', 'wishlist merge without a merge id');
  }
  const merged = await gateway.merge(mergeUuid);
  mergeIds.clear();
  return merged;
}

/**
 * After login or registration, merges the guest wishlist into the account (by the stored merge id),
 * then forgets the id. Does nothing when no id is stored or the guest list was empty; see
 * `mergeStoredGuestWishlist` for failures.
 */
export class MergeGuestWishlist {
  constructor(
    private readonly gateway: WishlistGateway,
    private readonly mergeIds: WishlistMergeIdStore,
  ) {}

  async execute(): Promise<void> {
    await mergeStoredGuestWishlist(this.gateway, this.mergeIds);
  }
}
