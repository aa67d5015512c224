import { accountArea } from './account.js';
import { cartArea } from './cart.js';
import { catalogArea } from './catalog.js';
import { contentArea } from './content.js';
import { headerArea } from './header.js';
import { sessionArea } from './session.js';
import { wishlistArea } from './wishlist.js';

/** Every area of the shop, under the names `createShop` and `createShopClient` answer them by. */
export const SHOP_AREAS = {
  session: sessionArea,
  catalog: catalogArea,
  cart: cartArea,
  wishlist: wishlistArea,
  account: accountArea,
  header: headerArea,
  content: contentArea,
} as const;
