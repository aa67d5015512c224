import { ContainerModule } from 'inversify';
import { sessionCoreOf, shopContext, underName } from '../shop/compose-areas.js';
import type { ShopParts } from '../shop/compose-areas.js';
import type { AreaWiring, AreaWirings } from '../shop/shop-area.js';
import { bindPerShopper, bindProvided, type ShopperLookup } from './shopper-scope.js';
import { areaToken, SHOP } from './tokens.js';

/**
 * The shop's areas as inversify modules, over the same area functions `composeShopClient` composes: the
 * session core, the context every area is wired with, and each named area's use cases under
 * `areaToken(name)` (`AREA.cart`, …). Bound once per process; each shopper's are made once in their
 * scope, from the gateways and identity their child container holds.
 */
export function shopModules(areas: AreaWirings): ContainerModule {
  return new ContainerModule(({ bind }) => {
    // What each shopper brings along in their scope, answered by their child container too.
    bindProvided(bind, SHOP.identity);
    bindProvided(bind, SHOP.events);
    bindProvided(bind, SHOP.gateways);
    bindProvided(bind, SHOP.navigator);
    bindProvided(bind, SHOP.localState);
    bindPerShopper(bind, SHOP.sessionCore, (get) => sessionCoreOf(get(SHOP.gateways), partsOf(get)));
    bindPerShopper(bind, SHOP.context, (get) =>
      shopContext({ ...partsOf(get), scheduler: get(SHOP.scheduler) }, get(SHOP.sessionCore)),
    );
    for (const [name, area] of Object.entries(areas) as [string, AreaWiring<never, unknown>][]) {
      bindPerShopper(bind, areaToken<unknown>(name), (get) =>
        underName(name, area.wire(get(SHOP.gateways), get(SHOP.context)), get(SHOP.sessionCore)),
      );
    }
  });
}

/** A shopper's parts as `composeShopClient` takes them, from what their scope and the process hold. */
function partsOf(get: ShopperLookup): Omit<ShopParts, 'scheduler'> {
  const logger = get(SHOP.logger, { optional: true });
  const navigator = get(SHOP.navigator, { optional: true });
  const localState = get(SHOP.localState, { optional: true });
  return {
    identity: get(SHOP.identity),
    events: get(SHOP.events),
    ...(logger ? { logger } : {}),
    ...(navigator ? { navigator } : {}),
    ...(localState ? { localState } : {}),
  };
}
