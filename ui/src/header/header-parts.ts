import { AccountPopup } from './AccountPopup';
import { CartPopup } from '../cart/CartPopup';
import { WishlistPopup } from '../wishlist/WishlistPopup';
export { MobileMenuDialog } from './MobileMenuDialog';
export { SearchChoices } from './SearchOptions';

/** What each header popup shows while it is open. */
export const POPUP_CONTENT = {
  wishlist: WishlistPopup,
  cart: CartPopup,
  account: AccountPopup,
} as const;
