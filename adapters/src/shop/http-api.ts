import type { AxiosAdapter } from 'axios';
import type { ProductTile } from '@fanshop/core/catalog';
import type { SessionSignal } from '@fanshop/core/session';
import type { Language, Scheduler } from '@fanshop/core/shared';
import type { WishlistProduct } from '@fanshop/core/wishlist';
import { HttpClient } from '../http/http-client.js';
import { sessionSignalOf } from '../http/session-signal.js';
import { HttpAccountGateway } from '../gateways/http-account-gateway.js';
import { HttpAuthGateway } from '../gateways/http-auth-gateway.js';
import { HttpCartGateway } from '../gateways/http-cart-gateway.js';
import { HttpContentGateway } from '../gateways/http-content-gateway.js';
import { HttpHeaderGateway } from '../gateways/http-header-gateway.js';
import { HttpListingGateway } from '../gateways/http-listing-gateway.js';
import { HttpProductGateway } from '../gateways/http-product-gateway.js';
import { HttpSitemapGateway } from '../gateways/http-sitemap-gateway.js';
import { HttpWishlistGateway } from '../gateways/http-wishlist-gateway.js';
import { toProductTile } from '../gateways/product-tile.js';
import { productTile } from '../gateways/schemas/catalog.js';
import type { ShopGateways } from './shop-gateways.js';
import type { ShopIdentity } from './shop-identity.js';

/** What the shop API over HTTP needs. */
export interface HttpApiOptions {
  /** Where the calls go, e.g. `https://api.example.com`. */
  readonly apiBaseUrl: string;
  /** Where pictures are addressed, when the caller reaches the API on another address than shoppers do. */
  readonly publicApiBaseUrl?: string;
  readonly identity: Pick<ShopIdentity, 'credentials' | 'ensureRequestId'>;
  /** The language of the calls (`Accept-Language`). */
  language(): Language;
  readonly scheduler: Scheduler;
  /** Replaces axios's own adapter (a scripted network in tests). */
  readonly transport?: AxiosAdapter;
  /** Every failed answer, for the session's invalid-token policy (spec section 8). */
  onSessionSignal?(signal: SessionSignal): void;
}

/** The shop API over HTTP: its one client, every gateway on it, and the reader of the API's product tiles. */
export interface HttpApi {
  readonly client: HttpClient;
  readonly gateways: ShopGateways;
  /** Reads a wishlist product (the API's tile as it came) as a catalogue tile, or null when it lacks one. */
  readProductTile(product: WishlistProduct): ProductTile | null;
}

/**
 * The axios client with the shopper's identity headers read from their credentials on every call, and
 * the nine gateways on it. Failed answers go to `onSessionSignal`, so a token the API no longer takes
 * ends the session wherever the call was made.
 */
export function createHttpApi(options: HttpApiOptions): HttpApi {
  const { credentials, ensureRequestId } = options.identity;
  const client = new HttpClient({
    baseUrl: options.apiBaseUrl,
    publicBaseUrl: options.publicApiBaseUrl ?? options.apiBaseUrl,
    scheduler: options.scheduler,
    caller: {
      identity: () => ({ token: credentials.getToken(), requestId: credentials.getRequestId() }),
      language: () => options.language(),
    },
    ...(options.transport ? { transport: options.transport } : {}),
  });
  const { onSessionSignal } = options;
  if (onSessionSignal) client.onResponseError((event) => onSessionSignal(sessionSignalOf(event)));
  // Cart and wishlist calls always carry a request id: a guest gets one on first need.
  const ensure = () => ensureRequestId.execute();
  const picturesBase = options.publicApiBaseUrl ?? options.apiBaseUrl;
  return {
    client,
    gateways: {
      auth: new HttpAuthGateway(client),
      account: new HttpAccountGateway(client),
      cart: new HttpCartGateway(client, ensure),
      wishlist: new HttpWishlistGateway(client, ensure, options.scheduler),
      listing: new HttpListingGateway(client),
      product: new HttpProductGateway(client),
      header: new HttpHeaderGateway(client, options.scheduler),
      content: new HttpContentGateway(client),
      sitemap: new HttpSitemapGateway(client),
    },
    readProductTile: (product) => {
      const parsed = productTile.safeParse(product);
      return parsed.success ? toProductTile(parsed.data, picturesBase) : null;
    },
  };
}
