import {
  BrowserLocalStorage,
  BrowserSessionStorage,
  CookieCredentialStore,
  DocumentCookieJar,
  takeHandoffs,
  type CookieJar,
} from '@fanshop/adapters/storage';
import { watchPageExit, type PageExit } from '@fanshop/adapters/http';
import { SystemScheduler, ConsoleLogger } from '@fanshop/adapters/time';
import { DataLayerAnalyticsSink } from '@fanshop/adapters/analytics';
import { CachedMessagesLoader, type Messages, ReloadGuard } from '@fanshop/adapters/i18n';
import type { CartStore } from '../cart/cart.store';
import type { AppConfig } from '../app/app-config';
import { pageLeftAt } from '../app/page-left';
import type { LocaleStore } from '../i18n/locale.store';
import { PageSessionGuard } from '../session/page-session-guard';
import { BodyScrollLock } from './body-scroll-lock';
import { BrowserNavigator } from './browser-navigator';
import { createContainer, openShopper, type ShopperServices } from './create-container';
import { HANDED_OFF_KEYS, type ProcessHost } from './host';
import { lazyApi, quietWhenLeft } from './lazy-api';

/**
 * The API layer's chunk (axios, the answer schemas, the gateways): not needed to show or hydrate a
 * page, whose data came with it, so it loads after hydration (`warmUp`) or on the first call.
 */
const loadApiLayer = () => import('./api-layer');

/** Signs that the shopper is about to do something: the API layer starts loading at the first one. */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll'] as const;
/** Without any sign of intent, the API layer (and what comes with it) loads this long after hydration. */
const IDLE_WARM_UP_MS = 8000;

/**
 * Starts loading the API layer, and the other code in `alsoLoad` that only a shopper's action needs, at
 * the shopper's first sign of intent (a pointer moving, a touch, a key, a scroll) or a while after
 * hydration, so the first click does not wait for the code, and the page's start is not slowed by
 * code it does not need yet.
 */
export function warmUp(alsoLoad: readonly (() => Promise<unknown>)[] = []): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(timer);
    for (const type of INTENT_EVENTS) removeEventListener(type, start, { capture: true });
    for (const load of [loadApiLayer, ...alsoLoad]) void load().catch(() => undefined);
  };
  for (const type of INTENT_EVENTS) addEventListener(type, start, { capture: true, passive: true });
  const timer = setTimeout(start, IDLE_WARM_UP_MS);
}

/**
 * When the shopper leaves the page (another site, a closed tab, the checkout by a link of its own), a
 * cart removal still waiting for its 2 seconds is sent at once, as a request that outlives the page.
 */
export function sendPendingRemovalsOnLeave(
  target: Pick<EventTarget, 'addEventListener'>,
  cart: Pick<CartStore, 'sendPendingRemoval'>,
): void {
  target.addEventListener('pagehide', () => void cart.sendPendingRemoval());
}

/** Moves what the server handed to the browser's storage (a sign-in it answered) into localStorage. */
export function takeServerHandoffs(config: Pick<AppConfig, 'cookieDomain'>): void {
  takeHandoffs(browserCookies(config), new BrowserLocalStorage(), HANDED_OFF_KEYS);
}

/** The browser's cookies as the shop writes them: for the shared cookie domain when one is set. */
export function browserCookies(config: Pick<AppConfig, 'cookieDomain'>): CookieJar {
  return new DocumentCookieJar({ domain: config.cookieDomain });
}

/** The page's clock and the watch for the shopper leaving it, from the page's start on. */
export interface PageLife {
  readonly scheduler: SystemScheduler;
  readonly pageExit: PageExit | undefined;
}

/**
 * Starts watching the page for the shopper leaving it: made first thing, so a shopper leaving while the
 * page's own code or the API layer's still loads is seen too; one who left before this code came was
 * seen by the page's loader (`PAGE_LEFT_AT`).
 */
export function watchPage(): PageLife {
  const scheduler = new SystemScheduler();
  return { scheduler, pageExit: watchPageExit(globalThis, scheduler, pageLeftAt(globalThis)) };
}

/**
 * The loads a page starts from (its code, its texts), quiet when the shopper leaves meanwhile: the
 * browser cuts them off, and Firefox fails the page's imports for it (`quietWhenLeft`).
 */
export function bootLoads<T>(load: () => Promise<T>, { scheduler, pageExit }: PageLife): Promise<T> {
  return quietWhenLeft(load, pageExit, scheduler)();
}

/**
 * The services of the page in the browser: cookies, localStorage, the data layer, the history API. The
 * container lives as long as the page, and the API layer arrives after hydration (`lazyApi`).
 */
export function createBrowserServices(
  config: AppConfig,
  locale: LocaleStore,
  { scheduler, pageExit }: PageLife = watchPage(),
): ShopperServices {
  const storage = new BrowserLocalStorage();
  const reloadGuard = new ReloadGuard(storage, scheduler, () => globalThis.location.reload());
  const loadLayer = quietWhenLeft(loadApiLayer, pageExit, scheduler);
  const host: ProcessHost = {
    side: 'browser',
    config,
    logger: new ConsoleLogger('[shop]'),
    scheduler,
    ...(pageExit ? { pageExit } : {}),
    staleCode: { recover: () => reloadGuard.reloadOnce() },
    connectApi: (page) => lazyApi(async () => (await loadLayer()).createApiLayer(host, page)),
  };
  return openShopper(
    createContainer(host),
    {
      language: () => locale.language,
      cookies: browserCookies(config),
      storage,
      // The analytics visit lives in the tab: a reload or a return from the checkout continues it.
      tabStorage: new BrowserSessionStorage(),
      navigator: new BrowserNavigator(() => locale.language),
      scrollLock: new BodyScrollLock(),
      analytics: new DataLayerAnalyticsSink(),
    },
    locale,
  );
}

/** Where the reload for a page showing another session notes its time: per tab, apart from the stale-code one. */
export const SESSION_RELOAD_KEY = 'session.lastReloadAt';

/**
 * The guard that reloads a page showing another session than the browser's cookies hold (ADR 0016). It
 * reads the two cookies only, so it can run before anything else of the page is loaded.
 */
export function createPageSessionGuard(
  config: Pick<AppConfig, 'cookieDomain'>,
  reload: () => void = () => globalThis.location.reload(),
): PageSessionGuard {
  const clock = new SystemScheduler();
  return new PageSessionGuard({
    credentials: new CookieCredentialStore(browserCookies(config), new BrowserLocalStorage()),
    reload: new ReloadGuard(new BrowserSessionStorage(), clock, reload, SESSION_RELOAD_KEY),
    clock,
  });
}

/**
 * Loads another language's messages in the browser, kept in localStorage for 24 hours per build
 * (`version`: the page's entry script, which changes with every build).
 */
export function browserMessagesLoader(
  load: (language: string) => Promise<Messages>,
  version: string,
): (language: string) => Promise<Messages> {
  const cache = new CachedMessagesLoader(load, new BrowserLocalStorage(), new SystemScheduler(), version);
  return (language) => cache.messages(language);
}
