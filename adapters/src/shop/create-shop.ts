import { SHOP_WIRING } from './areas/index.js';
import { composeAreas, type ComposedAreas, type ShopParts } from './compose-areas.js';
import type { ShopGateways } from './shop-gateways.js';
import type { ShopIdentity } from './shop-identity.js';

/** What the core's use cases are wired onto: the shopper, every port, and the shop's parts. */
export interface ShopOptions extends ShopParts {
  readonly gateways: ShopGateways;
}

/** Every use case of one shopper, by area, wired onto their identity and the shop API's ports. */
export type Shop = {
  readonly identity: ShopIdentity;
  readonly gateways: ShopGateways;
} & ComposedAreas<typeof SHOP_WIRING>;

/**
 * Wires every area's use cases onto any gateways. Over HTTP, `createShopClient` does everything; a
 * frontend that loads its HTTP code later (the storefront) hands in gateways that wait for it.
 */
export function createShop(options: ShopOptions): Shop {
  const { gateways } = options;
  const ports = { core: () => gateways, of: () => gateways };
  return { identity: options.identity, gateways, ...composeAreas(SHOP_WIRING, ports, options) };
}
