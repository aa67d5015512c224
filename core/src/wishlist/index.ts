/**
 * The wishlist: toggling with its change lock, the guest merge on login and start-up (spec section 4).
 *
 * @module
 */
export {
  ChangeWishlistItem,
  wishlistChanged,
  type WishlistTarget,
  type WishlistChanged,
  type WishlistChangeRefused,
  type WishlistChangeOutcome,
  type ShowOptimistic,
} from './change-wishlist-item.js';
export {
  guestWishlistWaits,
  mergeStoredGuestWishlist,
  mergeGuestWishlist,
  WISHLIST_MERGE_WITHOUT_ID,
} from './merge-guest-wishlist.js';
export { SendWishlistChange, type WishlistChangeDirection } from './send-wishlist-change.js';
export { StartWishlist } from './start-wishlist.js';
export { ToggleWishlistItem } from './toggle-wishlist-item.js';
export { WISHLIST_LOCKED_MESSAGE, WishlistChangeLock } from './wishlist-change-lock.js';
export { type WishlistResponse, type WishlistGateway } from './wishlist-gateway.js';
export { rememberGuestWishlist, type WishlistMergeIdStore } from './wishlist-merge-id-store.js';
export { acceptWishlistAnswer, type WishlistPorts } from './wishlist-ports.js';
export {
  EMPTY_WISHLIST,
  hasProduct,
  productIds,
  isProductId,
  type WishlistProduct,
  type Wishlist,
} from './wishlist.js';
