import type { Cart } from './cart.js';
import type { GuestStatus } from './guest-status.js';

/**
 * Keeps the guest cart's uuid (the merge id) until login; the adapter stores it in localStorage under
 * `CART_MERGE_STORAGE_KEY` (`Cart.mergeUuid`). The session clears it on logout and on a failed login.
 */
export interface CartMergeIdStore {
  /** The stored merge id, `null` when none is stored. */
  get(): string | null;
  set(mergeUuid: string): void;
  clear(): void;
}

/**
 * Keeps the stored merge id in step with the guest's cart: the cart's uuid while it holds lines, none
 * once it is empty, so that only a non-empty guest cart is ever merged (spec section 4). A customer's
 * own cart is never remembered: merging it into itself would be meaningless.
 */
export function rememberGuestCart(cart: Cart, guest: GuestStatus, mergeIds: CartMergeIdStore): void {
  if (!guest.isGuest()) return;
  if (cart.products.length > 0 && cart.uuid !== '') mergeIds.set(cart.uuid);
  else mergeIds.clear();
}
