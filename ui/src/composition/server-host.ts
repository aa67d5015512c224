import type { Container } from 'inversify';
import { RequestCookieJar, MemoryStorage, LanguageCookie } from '@fanshop/adapters/storage';
import { SystemScheduler, ConsoleLogger } from '@fanshop/adapters/time';
import type { AppConfig } from '../app/app-config';
import type { LocaleStore } from '../i18n/locale.store';
import { noScrollLock } from './body-scroll-lock';
import * as apiLayer from './api-layer';
import { createContainer } from './create-container';
import { SharedGuestReads } from './shared-guest-reads';
import { SharedMenus } from './shared-menus';
import { ServerNavigator } from './server-navigator';

/** The container of one server request, with what the server needs back from it. */
export interface RequestContainer {
  readonly container: Container;
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

/**
 * A container for one server request: the visitor's identity comes from the request's cookies,
 * localStorage does not exist (memory instead), analytics and scroll locking do nothing.
 */
export function createRequestContainer(
  request: {
    readonly cookieHeader: string | undefined;
    readonly secure: boolean;
    readonly config: AppConfig;
  },
  locale: LocaleStore,
): RequestContainer {
  const cookies = new RequestCookieJar(request.cookieHeader, request.secure, {
    domain: request.config.cookieDomain,
  });
  const navigator = new ServerNavigator(() => locale.language);
  const container = createContainer(
    {
      side: 'server',
      config: request.config,
      language: () => locale.language,
      cookies,
      storage: new MemoryStorage(),
      navigator,
      scrollLock: noScrollLock,
      analytics: { track: () => undefined },
      logger,
      scheduler,
      staleCode: { recover: () => false },
      loadApi: () => Promise.resolve(apiLayer),
      sharedMenus,
      sharedGuestReads,
    },
    locale,
  );
  const languageCookie = new LanguageCookie(cookies);
  return {
    container,
    setCookieHeaders: () => cookies.setCookieHeaders(),
    redirectTo: () => navigator.redirectTo,
    rememberLanguage: (language) => languageCookie.remember(language),
  };
}
