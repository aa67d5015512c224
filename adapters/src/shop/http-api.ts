import type { HttpClient } from '../http/http-client.js';
import { createApiClient, HttpGateways, type ApiClientOptions } from './api-client.js';
import { SHOP_AREAS, sessionCoreOverHttp } from './http-areas.js';
import type { ShopArea } from './shop-area.js';
import type { ShopGateways } from './shop-gateways.js';
import type { ShopIdentity } from './shop-identity.js';

/** What the shop API over HTTP needs. */
export interface HttpApiOptions extends ApiClientOptions {
  readonly identity: Pick<ShopIdentity, 'credentials' | 'ensureRequestId'>;
}

/** The shop API over HTTP: its one client, and every gateway on it. */
export interface HttpApi {
  readonly client: HttpClient;
  readonly gateways: ShopGateways;
}

/**
 * The shop API's client and every gateway on it, made as the areas make them: the ports a frontend wired
 * through a container binds under `SHOP.gateways` (`@fanshop/adapters/container`).
 */
export function createHttpApi(options: HttpApiOptions): HttpApi {
  const client = createApiClient(options);
  const { ensureRequestId } = options.identity;
  const ports = new HttpGateways({
    client,
    scheduler: options.scheduler,
    ensureRequestId: () => ensureRequestId.execute(),
  });
  ports.take(sessionCoreOverHttp);
  for (const area of Object.values<ShopArea<never, unknown>>(SHOP_AREAS)) ports.take(area.overHttp);
  return { client, gateways: ports.made as ShopGateways };
}
