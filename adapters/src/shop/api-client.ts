import type { AxiosAdapter } from 'axios';
import type { SessionSignal } from '@fanshop/core/session';
import type { Language, Scheduler } from '@fanshop/core/shared';
import { HttpClient } from '../http/http-client.js';
import { type PageExit, watchPageExit } from '../http/page-exit.js';
import { sessionSignalOf } from '../http/session-signal.js';
import type { HttpGatewayMakers, HttpPorts } from './shop-area.js';
import type { ShopGateways } from './shop-gateways.js';
import type { ShopIdentity } from './shop-identity.js';

/** What the shop API's client needs. */
export interface ApiClientOptions {
  /** Where the calls go, e.g. `https://api.example.com`. */
  readonly apiBaseUrl: string;
  /** Where pictures are addressed, when the caller reaches the API on another address than shoppers do. */
  readonly publicApiBaseUrl?: string;
  readonly identity: Pick<ShopIdentity, 'credentials'>;
  /** The language of the calls (`Accept-Language`). */
  language(): Language;
  readonly scheduler: Scheduler;
  /** Replaces axios's own adapter (a scripted network in tests). */
  readonly transport?: AxiosAdapter;
  /** Every failed answer, for the session's invalid-token policy (spec section 8). */
  onSessionSignal?(signal: SessionSignal): void;
  /** The page the calls are made from; by default the browser's own window, none on a server. */
  readonly pageExit?: PageExit;
}

/**
 * The axios client with the shopper's identity headers read from their credentials on every call.
 * Failed answers go to `onSessionSignal`, so a token the API no longer takes ends the session wherever
 * the call was made.
 */
export function createApiClient(options: ApiClientOptions): HttpClient {
  const { credentials } = options.identity;
  const pageExit = options.pageExit ?? watchPageExit(globalThis, options.scheduler);
  const client = new HttpClient({
    baseUrl: options.apiBaseUrl,
    publicBaseUrl: options.publicApiBaseUrl ?? options.apiBaseUrl,
    scheduler: options.scheduler,
    caller: {
      identity: () => ({ token: credentials.getToken(), requestId: credentials.getRequestId() }),
      language: () => options.language(),
    },
    ...(options.transport ? { transport: options.transport } : {}),
    ...(pageExit ? { pageExit } : {}),
  });
  const { onSessionSignal } = options;
  if (onSessionSignal) client.onResponseError((event) => onSessionSignal(sessionSignalOf(event)));
  return client;
}

/**
 * A shopper's ports over HTTP, each made once when an area first names it (the session's merges and
 * the cart area share one cart gateway); a replacement wins over the HTTP one.
 */
export class HttpGateways {
  private readonly ports: Partial<Record<keyof ShopGateways, unknown>> = {};

  constructor(
    private readonly http: HttpPorts,
    private readonly replace: Partial<ShopGateways> = {},
  ) {}

  take<P extends keyof ShopGateways>(makers: HttpGatewayMakers<P>): Pick<ShopGateways, P> {
    const taken: Partial<Record<P, unknown>> = {};
    for (const key of Object.keys(makers) as P[]) {
      taken[key] = this.ports[key] ??= this.replace[key] ?? makers[key](this.http);
    }
    return taken as Pick<ShopGateways, P>;
  }

  /** The ports made so far. */
  get made(): Partial<ShopGateways> {
    return { ...this.ports } as Partial<ShopGateways>;
  }
}
