/**
 * The shop ready to use: `createShopClient` wires the core's use cases onto the HTTP gateways and the
 * shopper's cookies in one call; its parts (`createShopIdentity`, `createHttpApi`, `createShop`) serve a
 * frontend that replaces one of them.
 *
 * @module
 */
export { createShopClient, type ShopClient, type ShopClientOptions } from './create-shop-client.js';
export { createShop, type Shop, type ShopOptions, type SessionLocalState } from './create-shop.js';
export { createHttpApi, type HttpApi, type HttpApiOptions } from './http-api.js';
export { createShopIdentity, type ShopIdentity, type ShopIdentityOptions } from './shop-identity.js';
export type { ShopGateways } from './shop-gateways.js';
