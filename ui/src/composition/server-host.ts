import { RequestCookieJar, HandoffStorage, LanguageCookie } from '@fanshop/adapters/storage';
import { SystemScheduler, ConsoleLogger } from '@fanshop/adapters/time';
import type { AppConfig } from '../app/app-config';
import type { Container } from 'inversify';
import { AREA } from '@fanshop/adapters/container';
import type { SitemapPage } from '@fanshop/core/catalog';
import type { LocaleStore } from '../i18n/locale.store';
import { noScrollLock } from './body-scroll-lock';
import { createApiLayer } from './api-layer';
import { createContainer, openShopper, type ShopperServices } from './create-container';
import { HANDED_OFF_KEYS, type ProcessHost } from './host';
import { SharedGuestReads } from './shared-guest-reads';
import { SharedMenus } from './shared-menus';
import { ServerNavigator } from './server-navigator';

/** The services of one server request, with what the server needs back from them. */
export interface RequestServices {
  readonly services: ShopperServices;
  /** `Set-Cookie` values for the response (e.g. a guest id created while rendering). */
  setCookieHeaders(): string[];
  /** Where a loader asked to send the shopper, if anywhere. */
  redirectTo(): string | null;
  /** Keeps the page's language in the language cookie (365 days) when it changed. */
  rememberLanguage(language: string): void;
}

const scheduler = new SystemScheduler();
const logger = new ConsoleLogger('[storefront]');
const sharedMenus = new SharedMenus(scheduler);
const sharedGuestReads = new SharedGuestReads(scheduler);
/** One container per server process (per config: the server has one), built on its first request. */
const containers = new WeakMap<AppConfig, Container>();

function containerFor(config: AppConfig): Container {
  let container = containers.get(config);
  if (!container) {
    const host: ProcessHost = {
      side: 'server',
      config,
      logger,
      scheduler,
      staleCode: { recover: () => false },
      sharedMenus,
      sharedGuestReads,
      connectApi: (page) => createApiLayer(host, page),
    };
    containers.set(config, (container = createContainer(host)));
  }
  return container;
}

/**
 * The services of one server request: the visitor's identity comes from the request's cookies,
 * localStorage does not exist (memory instead), analytics and scroll locking do nothing.
 */
export function createRequestServices(
  request: {
    readonly cookieHeader: string | undefined;
    readonly secure: boolean;
    readonly config: AppConfig;
  },
  locale: LocaleStore,
): RequestServices {
  const cookies = new RequestCookieJar(request.cookieHeader, request.secure, {
    domain: request.config.cookieDomain,
  });
  const navigator = new ServerNavigator(() => locale.language);
  const services = openShopper(
    containerFor(request.config),
    {
      language: () => locale.language,
      cookies,
      // A sign-in answered here (a form sent before the page's script) hands the user hash to the browser.
      storage: new HandoffStorage(cookies, HANDED_OFF_KEYS),
      navigator,
      scrollLock: noScrollLock,
      analytics: { track: () => undefined },
    },
    locale,
  );
  const languageCookie = new LanguageCookie(cookies);
  return {
    services,
    setCookieHeaders: () => cookies.setCookieHeaders(),
    redirectTo: () => navigator.redirectTo,
    rememberLanguage: (language) => languageCookie.remember(language),
  };
}

/**
 * The shop's indexable pages for `sitemap.xml`, through the core's `LoadSitemap` of a shopper of their
 * own (a guest's: no cookies).
 */
export function loadSitemap(config: AppConfig, locale: LocaleStore): Promise<readonly SitemapPage[]> {
  const { services } = createRequestServices({ cookieHeader: undefined, secure: false, config }, locale);
  return services.resolve(AREA.catalog).loadSitemap.execute();
}
