import { ContainerModule } from 'inversify';
import { silentLogger } from '@fanshop/core/shared';
import { wireSessionCore } from '../shop/areas/session.js';
import { shopContext, STAY } from '../shop/compose-areas.js';
import type { AreaWiring, AreaWirings } from '../shop/shop-area.js';
import { bindPerShopper, bindProvided } from './shopper-scope.js';
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
    bindPerShopper(bind, SHOP.sessionCore, (get) => {
      const localState = get(SHOP.localState, { optional: true });
      return wireSessionCore(get(SHOP.gateways), {
        identity: get(SHOP.identity),
        navigator: get(SHOP.navigator, { optional: true }) ?? STAY,
        logger: get(SHOP.logger, { optional: true }) ?? silentLogger,
        events: get(SHOP.events),
        ...(localState ? { localState } : {}),
      });
    });
    bindPerShopper(bind, SHOP.context, (get) => {
      const logger = get(SHOP.logger, { optional: true });
      const navigator = get(SHOP.navigator, { optional: true });
      return shopContext(
        {
          identity: get(SHOP.identity),
          scheduler: get(SHOP.scheduler),
          ...(logger ? { logger } : {}),
          ...(navigator ? { navigator } : {}),
        },
        get(SHOP.sessionCore),
      );
    });
    for (const [name, area] of Object.entries(areas) as [string, AreaWiring<never, unknown>][]) {
      bindPerShopper(bind, areaToken<unknown>(name), (get) => {
        const useCases = area.wire(get(SHOP.gateways), get(SHOP.context));
        return name === 'session' ? { ...get(SHOP.sessionCore), ...(useCases as object) } : useCases;
      });
    }
  });
}
