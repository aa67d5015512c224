import { wireAccount } from './account.js';
import { wireCart } from './cart.js';
import { wireCatalog } from './catalog.js';
import { wireContent } from './content.js';
import { wireHeader } from './header.js';
import { wireSession } from './session.js';
import { wireWishlist } from './wishlist.js';

/**
 * How every area's use cases are wired on its ports, under the names `createShop` answers them by. No
 * HTTP here: a frontend that hands in its own gateways (the storefront, whose HTTP code loads after
 * hydration) does not load the HTTP gateways with its use cases.
 */
export const SHOP_WIRING = {
  session: { wire: wireSession },
  catalog: { wire: wireCatalog },
  cart: { wire: wireCart },
  wishlist: { wire: wireWishlist },
  account: { wire: wireAccount },
  header: { wire: wireHeader },
  content: { wire: wireContent },
} as const;
