import type { AxiosAdapter } from 'axios';
import type { Navigator } from '@fanshop/core/navigation';
import type { CredentialStore } from '@fanshop/core/session';
import type { Language, Logger, Scheduler } from '@fanshop/core/shared';
import type { HttpClient } from '../http/http-client.js';
import type { CookieJar } from '../storage/cookie-jar.js';
import { MemoryStorage, type KeyValueStorage } from '../storage/key-value-storage.js';
import { SystemScheduler } from '../time/system-scheduler.js';
import { createApiClient, HttpGateways } from './api-client.js';
import { SHOP_AREAS, sessionCoreOverHttp } from './http-areas.js';
import type { SessionLocalState } from './areas/session.js';
import { composeAreas, type ComposedAreas } from './compose-areas.js';
import type { ShopAreas } from './shop-area.js';
import type { ShopGateways } from './shop-gateways.js';
import { SessionEvents } from './session-events.js';
import { createShopIdentity, type ShopIdentity } from './shop-identity.js';

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

/** Some areas of the shop over HTTP: the shopper, the client, the session core, and each area's use cases. */
export type ComposedShopClient<A extends ShopAreas> = {
  readonly identity: ShopIdentity;
  readonly client: HttpClient;
} & ComposedAreas<A>;

/** The whole shop over HTTP. */
export type ShopClient = ComposedShopClient<typeof SHOP_AREAS>;

/**
 * The shop over HTTP with only the areas a frontend names: the shopper's identity from the cookies, the
 * axios client, the session core (restore, logout, the invalid-token policy on every failed answer),
 * and each area's use cases on the ports it needs, made once each. A bundler keeps only the areas
 * imported, e.g. `composeShopClient(options, { catalog: catalogArea, cart: cartArea })`.
 */
export function composeShopClient<A extends ShopAreas>(
  options: ShopClientOptions,
  areas: A,
): ComposedShopClient<A> {
  const { language } = options;
  const scheduler = options.scheduler ?? new SystemScheduler();
  const identity = createShopIdentity({
    cookies: options.cookies,
    storage: options.storage ?? new MemoryStorage(),
    ...(options.replace?.credentials ? { credentials: options.replace.credentials } : {}),
  });
  const events = new SessionEvents();
  if (options.onSessionEnded) events.onSessionEnded(options.onSessionEnded);
  const client = createApiClient({
    apiBaseUrl: options.apiBaseUrl,
    ...(options.publicApiBaseUrl ? { publicApiBaseUrl: options.publicApiBaseUrl } : {}),
    identity,
    language: typeof language === 'function' ? language : () => language,
    scheduler,
    ...(options.replace?.transport ? { transport: options.replace.transport } : {}),
    // The session core below listens to the same events with its invalid-token policy.
    onSessionSignal: (signal) => events.answerFailed(signal),
  });
  const ports = new HttpGateways(
    { client, scheduler, ensureRequestId: () => identity.ensureRequestId.execute() },
    options.replace?.gateways,
  );
  const areaPorts = {
    core: () => ports.take(sessionCoreOverHttp),
    of: (area: A[keyof A]) => ports.take(area.overHttp),
  };
  const composed = composeAreas(areas, areaPorts, {
    identity,
    scheduler,
    ...(options.logger ? { logger: options.logger } : {}),
    ...(options.navigator ? { navigator: options.navigator } : {}),
    events,
    ...(options.localState ? { localState: options.localState } : {}),
  });
  return { identity, client, ...composed };
}

/**
 * The whole shop over HTTP in one call: every area of `composeShopClient`. It runs in a browser and in
 * Node alike.
 */
export function createShopClient(options: ShopClientOptions): ShopClient {
  return composeShopClient(options, SHOP_AREAS);
}
