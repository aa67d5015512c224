import type { Language, Logger, Scheduler } from '@fanshop/core/shared';
import type { Navigator } from '@fanshop/core/navigation';
import type { ScrollLock } from '@fanshop/core/menu';
import type { AnalyticsSink } from '@fanshop/core/analytics';
import type { CookieJar, KeyValueStorage } from '@fanshop/adapters/storage';
import type { AppConfig } from '../app/app-config';
import type * as apiLayer from './api-layer';
import type { SharedGuestReads } from './shared-guest-reads';
import type { SharedMenus } from './shared-menus';

/** The API layer's module, as `loadApi` hands it over. */
export type ApiLayerModule = typeof apiLayer;

/**
 * What differs between the browser and a server request: where cookies and storage live, how the
 * shopper is moved, and whether analytics and scroll locking exist. Everything else is bound the same.
 */
export interface Host {
  readonly side: 'server' | 'browser';
  readonly config: AppConfig;
  /** The language of the page (from the URL prefix); the browser updates it on navigation. */
  language(): Language;
  readonly cookies: CookieJar;
  readonly storage: KeyValueStorage;
  /** Storage of the tab, for what lasts one visit (the analytics page count and timer); memory when absent. */
  readonly tabStorage?: KeyValueStorage;
  readonly navigator: Navigator;
  readonly scrollLock: ScrollLock;
  readonly analytics: AnalyticsSink;
  readonly logger: Logger;
  readonly scheduler: Scheduler;
  /** Called when the page's code can no longer be loaded (a newer build replaced it); answers whether the page reloads. */
  readonly staleCode: { recover(): boolean };
  /** The server's menus shared by all its requests (absent in the browser, whose page lives alone). */
  readonly sharedMenus?: SharedMenus;
  /** The server's catalogue answers shared by its guests' requests (absent in the browser). */
  readonly sharedGuestReads?: SharedGuestReads;
  /** The API layer's module: imported directly on the server, loaded after hydration in the browser. */
  loadApi(): Promise<ApiLayerModule>;
}
