import { ContainerModule } from 'inversify';
import { silentLogger } from '@fanshop/core/shared';
import { wireSessionCore } from '../shop/areas/session.js';
import { shopContext, STAY } from '../shop/compose-areas.js';
import type { AreaWiring, AreaWirings } from '../shop/shop-area.js';
import { bindPerShopper } from './shopper-scope.js';
import { areaToken, SHOP } from './tokens.js';

/**
 * The shop's areas as inversify modules, over the same area functions `composeShopClient` composes: the
 * session core, the context every area is wired with, and each named area's use cases under
 * `areaToken(name)` (`AREA.cart`, …). Bound once per process; each shopper's are made once in their
 * scope, from the gateways and identity their child container holds.
 */
export function shopModules(areas: AreaWirings): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindPerShopper(bind, SHOP.sessionCore, (context) => {
      const localState = context.get(SHOP.localState, { optional: true });
      return wireSessionCore(context.get(SHOP.gateways), {
        identity: context.get(SHOP.identity),
        navigator: context.get(SHOP.navigator, { optional: true }) ?? STAY,
        logger: context.get(SHOP.logger, { optional: true }) ?? silentLogger,
        events: context.get(SHOP.events),
        ...(localState ? { localState } : {}),
      });
    });
    bindPerShopper(bind, SHOP.context, (context) => {
      const logger = context.get(SHOP.logger, { optional: true });
      const navigator = context.get(SHOP.navigator, { optional: true });
      return shopContext(
        {
          identity: context.get(SHOP.identity),
          scheduler: context.get(SHOP.scheduler),
          ...(logger ? { logger } : {}),
          ...(navigator ? { navigator } : {}),
        },
        context.get(SHOP.sessionCore),
      );
    });
    for (const [name, area] of Object.entries(areas) as [string, AreaWiring<never, unknown>][]) {
      bindPerShopper(bind, areaToken<unknown>(name), (context) => {
        const useCases = area.wire(context.get(SHOP.gateways), context.get(SHOP.context));
        return name === 'session' ? { ...context.get(SHOP.sessionCore), ...(useCases as object) } : useCases;
      });
    }
  });
}
