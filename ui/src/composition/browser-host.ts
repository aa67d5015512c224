import type { Container } from 'inversify';
import { DocumentCookieJar } from '@fanshop/adapters/storage/cookie-jar';
import { BrowserLocalStorage } from '@fanshop/adapters/storage/key-value-storage';
import { SystemScheduler } from '@fanshop/adapters/time/system-scheduler';
import { ConsoleLogger } from '@fanshop/adapters/time/console-logger';
import { DataLayerAnalyticsSink } from '@fanshop/adapters/analytics/data-layer-analytics-sink';
import type { AppConfig } from '../app/app-config';
import type { LocaleStore } from '../i18n/locale.store';
import { BodyScrollLock } from './body-scroll-lock';
import { BrowserNavigator } from './browser-navigator';
import { createContainer } from './create-container';

/** The container of the page in the browser: cookies, localStorage, the data layer, the history API. */
export function createBrowserContainer(config: AppConfig, locale: LocaleStore): Container {
  return createContainer(
    {
      side: 'browser',
      config,
      language: () => locale.language,
      cookies: new DocumentCookieJar(),
      storage: new BrowserLocalStorage(),
      navigator: new BrowserNavigator(() => locale.language),
      scrollLock: new BodyScrollLock(),
      analytics: new DataLayerAnalyticsSink(),
      logger: new ConsoleLogger('[shop]'),
      scheduler: new SystemScheduler(),
    },
    locale,
  );
}
