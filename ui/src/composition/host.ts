import { USER_HASH_STORAGE_KEY, type Language, type Logger, type Scheduler } from '@fanshop/core/shared';
import type { Navigator } from '@fanshop/core/navigation';
import type { ScrollLock } from '@fanshop/core/menu';
import type { AnalyticsSink } from '@fanshop/core/analytics';
import type { SessionSignal } from '@fanshop/core/session';
import type { PageExit } from '@fanshop/adapters/http';
import type { ShopIdentity } from '@fanshop/adapters/shop';
import type { CookieJar, KeyValueStorage } from '@fanshop/adapters/storage';
import type { AppConfig } from '../app/app-config';
import type { LazyApi } from './lazy-api';
import type { SharedGuestReads } from './shared-guest-reads';
import type { SharedMenus } from './shared-menus';

/** What the API layer of one page needs from it. */
export interface ApiLayerPage {
  readonly identity: ShopIdentity;
  language(): Language;
  onSessionSignal(signal: SessionSignal): void;
}

/**
 * What lives as long as the process on the server (as long as the page in the browser): the shop's
 * config, time, logging, the answers shared between requests, and how a page reaches the API.
 */
export interface ProcessHost {
  readonly side: 'server' | 'browser';
  readonly config: AppConfig;
  readonly logger: Logger;
  readonly scheduler: Scheduler;
  /** Called when the page's code can no longer be loaded (a newer build replaced it); answers whether the page reloads. */
  readonly staleCode: { recover(): boolean };
  /** The browser page's exit watch, one for the API layer's code and its calls (absent on the server). */
  readonly pageExit?: PageExit;
  /** The server's menus shared by all its requests (absent in the browser, whose page lives alone). */
  readonly sharedMenus?: SharedMenus;
  /** The server's catalogue answers shared by its guests' requests (absent in the browser). */
  readonly sharedGuestReads?: SharedGuestReads;
  /** The page's API layer: made at once on the server, loaded after hydration in the browser. */
  connectApi(page: ApiLayerPage): LazyApi;
}

/**
 * What differs between one page and the next: the visitor's cookies and storage, how the shopper is
 * moved, and whether analytics and scroll locking exist. One per server request, one per page life in
 * the browser.
 */
export interface PageHost {
  /** The language of the page (from the URL prefix); the browser updates it on navigation. */
  language(): Language;
  readonly cookies: CookieJar;
  readonly storage: KeyValueStorage;
  /** Storage of the tab, for what lasts one visit (the analytics page count and timer); memory when absent. */
  readonly tabStorage?: KeyValueStorage;
  readonly navigator: Navigator;
  readonly scrollLock: ScrollLock;
  readonly analytics: AnalyticsSink;
}

/**
 * The browser storage entries the server may write, when it signs a shopper in for a form sent before
 * the page's script ran: the user hash the spec stores at every sign-in (`HandoffStorage`).
 */
export const HANDED_OFF_KEYS: readonly string[] = [USER_HASH_STORAGE_KEY];
