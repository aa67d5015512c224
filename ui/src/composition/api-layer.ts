import { createHttpApi, type HttpApi, type ShopIdentity } from '@fanshop/adapters/shop';
import type { SessionSignal } from '@fanshop/core/session';
import type { Language } from '@fanshop/core/shared';
import type { ProcessHost } from './host';

/**
 * The shop API over HTTP for one page or request: the adapters' `createHttpApi`, with the server's
 * shared answers in front of guests' catalogue reads and of the menus. This module holds axios and the
 * answer schemas, the largest part of the shop's code: the browser loads it after the page is
 * interactive (`lazy-api.ts`), the server imports it directly.
 */
export function createApiLayer(
  host: ProcessHost,
  page: {
    readonly identity: ShopIdentity;
    language(): Language;
    onSessionSignal(signal: SessionSignal): void;
  },
): HttpApi {
  const api = createHttpApi({
    // The server may reach the API on an address of its own (`API_INTERNAL_URL`); the browser never does.
    // Pictures in the pages are addressed publicly either way.
    apiBaseUrl: (host.side === 'server' && host.config.apiServerUrl) || host.config.apiBaseUrl,
    publicApiBaseUrl: host.config.apiBaseUrl,
    identity: page.identity,
    language: page.language,
    scheduler: host.scheduler,
    onSessionSignal: page.onSessionSignal,
    ...(host.pageExit ? { pageExit: host.pageExit } : {}),
  });
  const { sharedGuestReads: shared, sharedMenus } = host;
  if (!shared && !sharedMenus) return api;
  // On the server, guests share the catalogue's answers (`SharedGuestReads`); a customer's are their own.
  const isGuest = () => page.identity.status.isGuest();
  const { gateways } = api;
  return {
    ...api,
    gateways: {
      ...gateways,
      listing: shared ? shared.listing(gateways.listing, isGuest) : gateways.listing,
      product: shared ? shared.product(gateways.product, isGuest) : gateways.product,
      content: shared ? shared.content(gateways.content, isGuest) : gateways.content,
      // Every request of a language reads the same menus (`SharedMenus`).
      header: sharedMenus ? sharedMenus.gateway(gateways.header, page.language) : gateways.header,
    },
  };
}
