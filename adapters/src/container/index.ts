/**
 * The shop's areas as inversify modules, for a frontend wired through a container: bind the process's
 * parts and load `shopModules(SHOP_WIRING)` once; per shopper, a child container binds `SHOP.scope`,
 * `SHOP.identity`, `SHOP.events` and `SHOP.gateways`, and answers each area's use cases (`AREA.cart`,
 * …). The same area functions as `composeShopClient`, for frontends without a container.
 *
 * @module
 */
export { shopModules } from './shop-modules.js';
export {
  bindPerShopper,
  bindProvided,
  ShopperScope,
  shopperContainer,
  type ShopperLookup,
  type ShopperRecipe,
} from './shopper-scope.js';
export { AREA, areaToken, SHOP } from './tokens.js';
export { SHOP_WIRING } from '../shop/areas/index.js';
