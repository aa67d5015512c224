/**
 * The shop ready to use without a container: `createShopClient` wires the core's use cases onto the
 * HTTP gateways and the shopper's cookies in one call; `composeShopClient` does the same for only the
 * areas a frontend names, so a bundler leaves the rest out. A frontend wired through inversify loads the
 * same areas as modules from `@fanshop/adapters/container`, with the parts here (`createShopIdentity`,
 * `SessionEvents`, `createHttpApi` for the ports over HTTP).
 *
 * @module
 */
export {
  composeShopClient,
  createShopClient,
  type ComposedShopClient,
  type ShopClient,
  type ShopClientOptions,
} from './create-shop-client.js';
export type { ComposedAreas, ShopParts } from './compose-areas.js';
export { createHttpApi, type HttpApi, type HttpApiOptions } from './http-api.js';
export type { ApiClientOptions } from './api-client.js';
export { SessionEvents } from './session-events.js';
export { createShopIdentity, type ShopIdentity, type ShopIdentityOptions } from './shop-identity.js';
export type { ShopGateways } from './shop-gateways.js';
export type {
  AreaWiring,
  AreaWirings,
  HttpGatewayMakers,
  HttpPorts,
  ShopArea,
  ShopAreas,
  ShopContext,
  UseCasesOf,
} from './shop-area.js';
export {
  accountArea,
  cartArea,
  catalogArea,
  contentArea,
  headerArea,
  sessionArea,
  SHOP_AREAS,
  wishlistArea,
} from './http-areas.js';
export type { AccountUseCases } from './areas/account.js';
export type { CartUseCases } from './areas/cart.js';
export type { CatalogUseCases } from './areas/catalog.js';
export type { HeaderUseCases } from './areas/header.js';
export type { SessionCore, SessionLocalState, SessionUseCases } from './areas/session.js';
export type { WishlistUseCases } from './areas/wishlist.js';
