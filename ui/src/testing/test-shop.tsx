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
import { AREA, SHOP } from '@fanshop/adapters/container';
import type { SessionCore, ShopIdentity } from '@fanshop/adapters/shop';
import { COMPOSITION } from '../composition/composition-tokens';
import { createContainer, openShopper, type ShopperServices } from '../composition/create-container';
import type { PageStoresFile, PageStoresFileName } from '../composition/page-stores';
import type { HydrationRegistry } from '../app/hydration';
import type { Services } from '../di/services';
import { TOKENS } from '../di/tokens';
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

/**
 * A test's view of one shopper's services: each by name as a component finds it (made on first read),
 * and the parts of the composition a test arranges or inspects.
 */
export type TestServices = Services & {
  readonly shop: { readonly identity: ShopIdentity; readonly session: SessionCore };
  readonly hydration: HydrationRegistry;
  hydratables(): ReturnType<ShopperServices['hydratables']>;
};

export interface TestShop {
  /** The shopper's services, as components find them. */
  readonly services: TestServices;
  /** What the app's provider holds. */
  readonly resolver: ShopperServices;
  readonly fakes: TestShopFakes;
  readonly locale: LocaleStore;
  /** Renders UI inside the shop's providers at `path` (default `/`). */
  render(ui: ReactElement, path?: string): RenderResult;
}

/**
 * A shop for component tests: the real composition root with the gateways swapped for the core's
 * in-memory fakes, a fake clock, and memory cookies and storage. Arrange data on `fakes` before rendering.
 */
/** Every page's stores, at hand at once: a component test renders a part of a page without opening it. */
const ALL_PAGE_STORES = import.meta.glob<PageStoresFile>('../composition/page-stores/*.ts', { eager: true });

export function createTestShop(
  options: {
    language?: Language;
    cookieHeader?: string;
    /**
     * `opened` binds a page's own stores only as a page declaring them opens, as the storefront does;
     * by default every page's are bound from the start.
     */
    pageStores?: 'all' | 'opened';
  } = {},
): TestShop {
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
  const container = createContainer({
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
    connectApi: () => ({ gateways: { ...fakes, sitemap: { pages: () => Promise.resolve([]) } } }),
  });
  if (options.pageStores !== 'opened') {
    const pageStores = container.get(COMPOSITION.pageStores);
    for (const [path, file] of Object.entries(ALL_PAGE_STORES)) {
      pageStores.add(/([^/]+)\.ts$/.exec(path)?.[1] as PageStoresFileName, file.stores);
    }
  }
  const resolver = openShopper(
    container,
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
    services: testServices(resolver),
    resolver,
    fakes,
    locale,
    render: (ui, path = '/') =>
      render(
        <ServicesProvider value={resolver}>
          <I18nProvider value={i18n}>
            <Router hook={memoryLocation({ path }).hook}>{ui}</Router>
          </I18nProvider>
        </ServicesProvider>,
      ),
  };
}

/** Every service by name, read through the shopper's resolver when a test first asks. */
function testServices(resolver: ShopperServices): TestServices {
  const view = {
    get shop() {
      return { identity: resolver.resolve(SHOP.identity), session: resolver.resolve(AREA.session) };
    },
    hydration: resolver.hydration,
    hydratables: () => resolver.hydratables(),
  };
  for (const name of Object.keys(TOKENS) as (keyof Services)[]) {
    Object.defineProperty(view, name, { get: () => resolver.get(name), enumerable: true });
  }
  return view as unknown as TestServices;
}
