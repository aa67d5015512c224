import type { ProductTile } from '@fanshop/core/catalog';
import type { WishlistProduct } from '@fanshop/core/wishlist';
import type { HttpClient } from '../http/http-client.js';
import { toProductTile } from '../gateways/product-tile.js';
import { productTile } from '../gateways/schemas/catalog.js';
import { createApiClient, HttpGateways, type ApiClientOptions } from './api-client.js';
import { SHOP_AREAS, sessionCoreOverHttp } from './http-areas.js';
import type { ShopArea } from './shop-area.js';
import type { ShopGateways } from './shop-gateways.js';
import type { ShopIdentity } from './shop-identity.js';

/** What the shop API over HTTP needs. */
export interface HttpApiOptions extends ApiClientOptions {
  readonly identity: Pick<ShopIdentity, 'credentials' | 'ensureRequestId'>;
}

/** The shop API over HTTP: its one client, every gateway on it, and the reader of the API's product tiles. */
export interface HttpApi {
  readonly client: HttpClient;
  readonly gateways: ShopGateways;
  /** Reads a wishlist product (the API's tile as it came) as a catalogue tile, or null when it lacks one. */
  readProductTile(product: WishlistProduct): ProductTile | null;
}

/**
 * The shop API's client and every gateway on it, made as the areas make them, for a frontend that
 * wires its use cases itself (`createShop`).
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
  const picturesBase = options.publicApiBaseUrl ?? options.apiBaseUrl;
  return {
    client,
    gateways: ports.made as ShopGateways,
    readProductTile: (product) => {
      const parsed = productTile.safeParse(product);
      return parsed.success ? toProductTile(parsed.data, picturesBase) : null;
    },
  };
}
