import type { AxiosAdapter } from 'axios';
import type { Navigator } from '@fanshop/core/navigation';
import type { CredentialStore } from '@fanshop/core/session';
import type { Language, Logger, Scheduler } from '@fanshop/core/shared';
import type { CookieJar } from '../storage/cookie-jar.js';
import { MemoryStorage, type KeyValueStorage } from '../storage/key-value-storage.js';
import { SystemScheduler } from '../time/system-scheduler.js';
import { createHttpApi, type HttpApi } from './http-api.js';
import { createShop, type SessionLocalState, type Shop } from './create-shop.js';
import type { ShopGateways } from './shop-gateways.js';
import { createShopIdentity } from './shop-identity.js';

/** Where the shop API is and who is calling it. */
export interface ShopClientOptions {
  /** The shop API, e.g. `https://api.example.com`. */
  readonly apiBaseUrl: string;
  /** Where pictures are addressed, when this client reaches the API on an internal address. */
  readonly publicApiBaseUrl?: string;
  /** The language of the calls: a fixed one, or read on every call. */
  readonly language: Language | (() => Language);
  /**
   * The shop's cookies (`__uul`, `__uuhlat`): `new DocumentCookieJar()` in a browser, a
   * `RequestCookieJar` over a `Cookie` header on a server or in a script.
   */
  readonly cookies: CookieJar;
  /** Where merge ids and the user hash are kept: localStorage in a browser; memory by default. */
  readonly storage?: KeyValueStorage;
  readonly scheduler?: Scheduler;
  readonly logger?: Logger;
  readonly navigator?: Navigator;
  readonly localState?: SessionLocalState;
  /** Called after every end of a session, a token the API no longer takes included. */
  onSessionEnded?(): void;
  /** Replacements, for tests or another transport. */
  readonly replace?: {
    readonly transport?: AxiosAdapter;
    readonly gateways?: Partial<ShopGateways>;
    readonly credentials?: CredentialStore;
  };
}

/** The shop's use cases over HTTP, with the API layer they run on. */
export interface ShopClient extends Shop {
  readonly api: HttpApi;
}

/**
 * The whole shop over HTTP in one call: the shopper's identity from the cookies, the axios client and
 * the gateways, the core's use cases on them, and the invalid-token policy on every failed answer.
 * It runs in a browser and in Node alike.
 */
export function createShopClient(options: ShopClientOptions): ShopClient {
  const { language } = options;
  const scheduler = options.scheduler ?? new SystemScheduler();
  const identity = createShopIdentity({
    cookies: options.cookies,
    storage: options.storage ?? new MemoryStorage(),
    ...(options.replace?.credentials ? { credentials: options.replace.credentials } : {}),
  });
  const api = createHttpApi({
    apiBaseUrl: options.apiBaseUrl,
    ...(options.publicApiBaseUrl ? { publicApiBaseUrl: options.publicApiBaseUrl } : {}),
    identity,
    language: typeof language === 'function' ? language : () => language,
    scheduler,
    ...(options.replace?.transport ? { transport: options.replace.transport } : {}),
    // Resolved when an answer fails, by which time the shop below exists.
    onSessionSignal: (signal) => void shop.session.handleInvalidToken.execute(signal),
  });
  const shop = createShop({
    identity,
    gateways: { ...api.gateways, ...options.replace?.gateways },
    scheduler,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.navigator ? { navigator: options.navigator } : {}),
    ...(options.localState ? { localState: options.localState } : {}),
    ...(options.onSessionEnded ? { onSessionEnded: options.onSessionEnded } : {}),
  });
  return { ...shop, api };
}
