import type { Navigator } from '@fanshop/core/navigation';
import type { SessionEnder } from '@fanshop/core/session';
import type { Logger, Scheduler } from '@fanshop/core/shared';
import type { HttpClient } from '../http/http-client.js';
import type { ShopGateways } from './shop-gateways.js';
import type { ShopIdentity } from './shop-identity.js';

/** What every area's use cases share: the shopper, time, where failures and moves go, the session's end. */
export interface ShopContext {
  readonly identity: ShopIdentity;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  readonly navigator: Navigator;
  /** Every end of a session runs through it: logout, account deletion, a token the API no longer takes. */
  readonly endSession: SessionEnder;
}

/** What the gateways over HTTP are made on. */
export interface HttpPorts {
  readonly client: HttpClient;
  readonly scheduler: Scheduler;
  /** Cart and wishlist calls always carry a request id: a guest gets one on first need. */
  ensureRequestId(): unknown;
}

/** How each of some ports is made over HTTP. */
export type HttpGatewayMakers<P extends keyof ShopGateways> = {
  readonly [K in P]: (http: HttpPorts) => ShopGateways[K];
};

/** How one area's use cases are wired on its ports: the part of an area that knows nothing of HTTP. */
export interface AreaWiring<P extends keyof ShopGateways, U> {
  wire(gateways: Pick<ShopGateways, P>, context: ShopContext): U;
}

/**
 * One area of the shop (the catalogue, the cart, …): its ports over the shop API, and its use cases over
 * any ports. A frontend composes only the areas it imports, so a bundler leaves the others out
 * (`composeShopClient`); `createShopClient` composes them all.
 */
export interface ShopArea<P extends keyof ShopGateways, U> extends AreaWiring<P, U> {
  readonly overHttp: HttpGatewayMakers<P>;
}

/** Wirings by the name a frontend reads their use cases under (any ports: each keeps its own types). */
export type AreaWirings = Readonly<Record<string, AreaWiring<never, unknown>>>;

/** Areas by the name a frontend reads their use cases under. */
export type ShopAreas = Readonly<Record<string, ShopArea<never, unknown>>>;

/** The use cases of each of some areas, under the areas' names. */
export type UseCasesOf<A extends AreaWirings> = {
  readonly [K in keyof A]: A[K] extends { wire(...args: never[]): infer U } ? U : never;
};
