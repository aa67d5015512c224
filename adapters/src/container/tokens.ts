import type { ServiceIdentifier } from 'inversify';
import type { Navigator } from '@fanshop/core/navigation';
import type { Logger, Scheduler } from '@fanshop/core/shared';
import type { AccountUseCases } from '../shop/areas/account.js';
import type { CartUseCases } from '../shop/areas/cart.js';
import type { CatalogUseCases } from '../shop/areas/catalog.js';
import type { ContentUseCases } from '@fanshop/core/content';
import type { HeaderUseCases } from '../shop/areas/header.js';
import type { SessionCore, SessionLocalState, SessionUseCases } from '../shop/areas/session.js';
import type { WishlistUseCases } from '../shop/areas/wishlist.js';
import type { SessionEvents } from '../shop/session-events.js';
import type { ShopContext } from '../shop/shop-area.js';
import type { ShopGateways } from '../shop/shop-gateways.js';
import type { ShopIdentity } from '../shop/shop-identity.js';
import type { ShopperScope } from './shopper-scope.js';

const token = <T>(name: string) => Symbol.for(`fanshop.${name}`) as ServiceIdentifier<T>;

/**
 * What a frontend binds for the shop's modules, and what they answer. Per process: `scheduler` and
 * `logger` (optional), the areas' modules. Per shopper, in a child container: `scope`, `identity`,
 * `events`, `gateways`, and optionally `navigator` and `localState`.
 */
export const SHOP = {
  scope: token<ShopperScope>('shop.scope'),
  identity: token<ShopIdentity>('shop.identity'),
  events: token<SessionEvents>('shop.events'),
  gateways: token<ShopGateways>('shop.gateways'),
  scheduler: token<Scheduler>('shop.scheduler'),
  logger: token<Logger>('shop.logger'),
  navigator: token<Navigator>('shop.navigator'),
  localState: token<SessionLocalState>('shop.localState'),
  /** The session core: restore, the one way a session ends, the invalid-token policy. */
  sessionCore: token<SessionCore>('shop.sessionCore'),
  /** What every area is wired with. */
  context: token<ShopContext>('shop.context'),
} as const;

/** Each area's use cases, under the area's name (the session's beside its core, as `createShopClient` answers them). */
export const AREA = {
  session: token<SessionCore & SessionUseCases>('area.session'),
  catalog: token<CatalogUseCases>('area.catalog'),
  cart: token<CartUseCases>('area.cart'),
  wishlist: token<WishlistUseCases>('area.wishlist'),
  account: token<AccountUseCases>('area.account'),
  header: token<HeaderUseCases>('area.header'),
  content: token<ContentUseCases>('area.content'),
} as const;

/** The token of an area's use cases, by the name a frontend composes it under. */
export function areaToken<U>(name: string): ServiceIdentifier<U> {
  return token<U>(`area.${name}`);
}
