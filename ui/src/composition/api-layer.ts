import type { Container } from 'inversify';
import { HttpClient, sessionSignalOf } from '@fanshop/adapters/http';
import {
  HttpAuthGateway,
  HttpAccountGateway,
  HttpCartGateway,
  HttpWishlistGateway,
  HttpListingGateway,
  HttpProductGateway,
  HttpHeaderGateway,
  HttpContentGateway,
  HttpSitemapGateway,
  productTile,
  toProductTile,
} from '@fanshop/adapters/gateways';
import type { HeaderGateway } from '@fanshop/core/header';
import type { WishlistTileReader } from '../wishlist/wishlist-tiles';
import { TOKENS } from '../di/tokens';
import type { Gateways } from './gateways';
import type { Host } from './host';

/** The shop API over HTTP: its one client and every gateway on it. */
export interface ApiLayer {
  readonly client: HttpClient;
  readonly gateways: Gateways;
  readonly readWishlistTile: WishlistTileReader;
}

/**
 * Builds the HTTP client and the gateways of a container. This module holds axios and the answer
 * schemas, the largest part of the shop's code: the browser loads it after the page is interactive
 * (see `browser-host.ts`), the server imports it directly.
 */
export function createApiLayer(host: Host, container: Container): ApiLayer {
  const credentials = container.get(TOKENS.CredentialStore);
  const scheduler = container.get(TOKENS.Scheduler);
  const client = new HttpClient({
    // The server may reach the API on an address of its own (`API_INTERNAL_URL`); the browser never does.
    // Pictures in the pages are addressed publicly either way.
    baseUrl: (host.side === 'server' && host.config.apiServerUrl) || host.config.apiBaseUrl,
    publicBaseUrl: host.config.apiBaseUrl,
    scheduler,
    caller: {
      identity: () => ({ token: credentials.getToken(), requestId: credentials.getRequestId() }),
      language: () => host.language(),
    },
  });
  // Cart and wishlist calls always carry a request id: a guest gets one on first need.
  const ensureRequestId = () => container.get(TOKENS.EnsureRequestId).execute();
  // On the server, guests share the catalogue's answers (`SharedGuestReads`); a customer's are their own.
  const shared = host.sharedGuestReads;
  const isGuest = () => !credentials.getToken();
  const listing = new HttpListingGateway(client);
  const product = new HttpProductGateway(client);
  const content = new HttpContentGateway(client);
  const gateways: Gateways = {
    auth: new HttpAuthGateway(client),
    account: new HttpAccountGateway(client),
    cart: new HttpCartGateway(client, ensureRequestId),
    wishlist: new HttpWishlistGateway(client, ensureRequestId, scheduler),
    listing: shared ? shared.listing(listing, isGuest) : listing,
    product: shared ? shared.product(product, isGuest) : product,
    header: shareMenus(host, new HttpHeaderGateway(client, scheduler)),
    content: shared ? shared.content(content, isGuest) : content,
    sitemap: new HttpSitemapGateway(client),
  };
  wireSessionExpiry(client, container);
  // Wishlist answers carry the API's product tiles as sent; they are read as the catalogue's tiles,
  // with images on the API host, by the same schema the catalogue's gateways use.
  const readWishlistTile: WishlistTileReader = (product) => {
    const parsed = productTile.safeParse(product);
    return parsed.success ? toProductTile(parsed.data, host.config.apiBaseUrl) : null;
  };
  return { client, gateways, readWishlistTile };
}

/** On the server, every request of a language reads the same menus (`SharedMenus`). */
function shareMenus(host: Host, header: HeaderGateway): HeaderGateway {
  return host.sharedMenus ? host.sharedMenus.gateway(header, () => host.language()) : header;
}

/**
 * Failed answers go to the session's invalid-token policy (spec section 8). Resolved at failure time,
 * because the policy's logout itself calls the API through this client.
 */
function wireSessionExpiry(client: HttpClient, container: Container): void {
  client.onResponseError((event) => {
    void container.get(TOKENS.HandleInvalidToken).execute(sessionSignalOf(event));
  });
}
