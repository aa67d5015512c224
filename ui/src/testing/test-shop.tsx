import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { type Language, REQUEST_ID_COOKIE } from '@fanshop/core/shared';
import {
  FakeScheduler,
  MemoryLogger,
  RecordingNavigator,
  FakeScrollLock,
  RecordingAnalyticsSink,
  InMemoryCartGateway,
  InMemoryWishlistGateway,
  FakeAuthGateway,
  FakeAccountGateway,
  InMemoryListingGateway,
  InMemoryProductGateway,
  FakeHeaderGateway,
  InMemoryContentGateway,
} from '@fanshop/core/testing';
import { RequestCookieJar, MemoryStorage } from '@fanshop/adapters/storage';
import { productTile, toProductTile } from '@fanshop/adapters/gateways';
import { pageServicesFactory } from '../composition/create-container';
import type { PageServices } from '../composition/page-services';
import { ServicesProvider } from '../di/services-context';
import { I18nProvider } from '../i18n/i18n-context';
import { createI18n } from '../i18n/i18n';
import { LocaleStore } from '../i18n/locale.store';
import { allMessages, messagesOf } from '../i18n/messages.server';

/** The fakes behind a test shop, for arranging data and asserting calls. */
export interface TestShopFakes {
  readonly scheduler: FakeScheduler;
  readonly logger: MemoryLogger;
  readonly navigator: RecordingNavigator;
  readonly scrollLock: FakeScrollLock;
  readonly analytics: RecordingAnalyticsSink;
  readonly cookies: RequestCookieJar;
  readonly storage: MemoryStorage;
  readonly cart: InMemoryCartGateway;
  readonly wishlist: InMemoryWishlistGateway;
  readonly auth: FakeAuthGateway;
  readonly account: FakeAccountGateway;
  readonly listing: InMemoryListingGateway;
  readonly product: InMemoryProductGateway;
  readonly header: FakeHeaderGateway;
  readonly content: InMemoryContentGateway;
}

/** The cookie of a guest who has been here before: their cart and wishlist exist and load at start. */
export const RETURNING_GUEST_COOKIE = `${REQUEST_ID_COOKIE}=u-returning-guest`;

export interface TestShop {
  /** The page's services, as a component finds them. */
  readonly services: PageServices;
  readonly fakes: TestShopFakes;
  readonly locale: LocaleStore;
  /** Renders UI inside the shop's providers at `path` (default `/`). */
  render(ui: ReactElement, path?: string): RenderResult;
}

/**
 * A shop for component tests: the real composition root with the gateways swapped for the core's
 * in-memory fakes, a fake clock, and memory cookies and storage. Arrange data on `fakes` before rendering.
 */
export function createTestShop(options: { language?: Language; cookieHeader?: string } = {}): TestShop {
  const language = options.language ?? 'en-US';
  const fakes: TestShopFakes = {
    scheduler: new FakeScheduler(Date.UTC(2026, 10, 22, 12)),
    logger: new MemoryLogger(),
    navigator: new RecordingNavigator(),
    scrollLock: new FakeScrollLock(),
    analytics: new RecordingAnalyticsSink(),
    cookies: new RequestCookieJar(options.cookieHeader, false),
    storage: new MemoryStorage(),
    cart: new InMemoryCartGateway(),
    wishlist: new InMemoryWishlistGateway(),
    auth: new FakeAuthGateway(),
    account: new FakeAccountGateway(),
    listing: new InMemoryListingGateway(),
    product: new InMemoryProductGateway(),
    header: new FakeHeaderGateway(),
    content: new InMemoryContentGateway(),
  };
  const i18n = createI18n(language, allMessages);
  const locale = new LocaleStore(i18n, async (lng) => messagesOf(lng));
  const services = pageServicesFactory({
    side: 'browser',
    config: {
      apiBaseUrl: 'http://api.test',
      checkoutUrl: 'http://checkout.test',
      shopOrigin: 'http://shop.test',
    },
    logger: fakes.logger,
    scheduler: fakes.scheduler,
    staleCode: { recover: () => false },
    // The test shop answers from the core's in-memory gateways; nothing is loaded.
    connectApi: () => ({
      gateways: { ...fakes, sitemap: { pages: () => Promise.resolve([]) } },
      readProductTile: (product) => {
        const parsed = productTile.safeParse(product);
        return parsed.success ? toProductTile(parsed.data, 'http://api.test') : null;
      },
    }),
  })(
    {
      language: () => locale.language,
      cookies: fakes.cookies,
      storage: fakes.storage,
      navigator: fakes.navigator,
      scrollLock: fakes.scrollLock,
      analytics: fakes.analytics,
    },
    locale,
  );
  return {
    services,
    fakes,
    locale,
    render: (ui, path = '/') =>
      render(
        <ServicesProvider value={services}>
          <I18nProvider value={i18n}>
            <Router hook={memoryLocation({ path }).hook}>{ui}</Router>
          </I18nProvider>
        </ServicesProvider>,
      ),
  };
}
