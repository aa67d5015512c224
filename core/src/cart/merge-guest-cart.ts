import { MergeGuestList } from '../session/merge-guest-list.js';
import { ShopError } from '../shared/errors.js';
import type { CartGateway } from './cart-gateway.js';
import type { CartMergeIdStore } from './cart-merge-id-store.js';

/**
 * Merges the stored guest cart into the customer's cart and forgets the merge id; answers whether a
 * merge was sent. Nothing is sent when no id is stored (the id is only kept for a non-empty guest
 * cart). A blank stored id is rejected with `ShopError` `cart-merge-without-id` and forgotten.
 * On an API failure the id stays stored, so nothing is lost and the merge can run again; the server
 * consumes a merged guest cart, so a repeated merge never doubles lines.
 */
export async function mergeStoredGuestCart(
  gateway: CartGateway,
  mergeIds: CartMergeIdStore,
): Promise<boolean> {
  const mergeUuid = mergeIds.get();
  if (mergeUuid === null) return false;
  if (mergeUuid.trim() === '') {
    // A blank id names no cart: keeping it would only make every later merge fail the same way.
    mergeIds.clear();
    throw new ShopError('cart-merge-without-id', 'cart merge without a merge id');
  }
  await gateway.merge(mergeUuid);
  mergeIds.clear();
  return true;
}

/**
 * After login or registration, merges the guest cart into the account's cart (by the stored merge
 * id), then forgets the id. Does nothing when no id is stored or the guest cart was empty; see
 * `mergeStoredGuestCart` for failures. `LoadCart` retries a merge that failed here.
 */
export function mergeGuestCart(gateway: CartGateway, mergeIds: CartMergeIdStore): MergeGuestList {
  return new MergeGuestList(mergeIds, () => mergeStoredGuestCart(gateway, mergeIds));
}
