import { createShop, createShopIdentity, type Shop } from '@fanshop/adapters/shop';
import { StorageAnalyticsVisitStore } from '@fanshop/adapters/analytics';
import { MemoryStorage } from '@fanshop/adapters/storage';
import { TrackPageView, type AnalyticsSink } from '@fanshop/core/analytics';
import type { Navigator } from '@fanshop/core/navigation';
import type { ScrollLock } from '@fanshop/core/menu';
import type { Logger, Scheduler } from '@fanshop/core/shared';
import type { AppConfig } from '../app/app-config';
import type { FrameLoader } from '../app/frame-loader';
import { PostedForms } from '../components/form/posted-forms';
import { HydrationRegistry, type Hydratable } from '../app/hydration';
import { PageViewTracker } from '../app/page-view-tracker';
import { RouterStore } from '../app/router.store';
import { AccountStore } from '../account/account.store';
import { OrdersStore } from '../account/orders.store';
import { CartStore } from '../cart/cart.store';
import { CatalogAnalytics } from '../catalog/catalog-analytics';
import { ListingStore } from '../catalog/listing.store';
import { ProductStore } from '../catalog/product.store';
import { ContentStore } from '../content/content.store';
import { HomeStore } from '../content/home.store';
import { HeaderPopupsStore } from '../header/header-popups.store';
import { MenuStore } from '../header/menu.store';
import { SearchPanelStore } from '../header/search-panel.store';
import type { LocaleStore } from '../i18n/locale.store';
import { DoubleOptInStore } from '../session/double-opt-in.store';
import { SessionStore } from '../session/session.store';
import { QuickAddStore } from '../wishlist/quick-add.store';
import { WishlistStore } from '../wishlist/wishlist.store';
import type { PageHost, ProcessHost } from './host';
import type { LazyApi } from './lazy-api';

/**
 * The services of one page: one per server request, one per page life in the browser. Only what holds
 * the page's state is here: the shopper's identity, the core's use cases wired onto it by the adapters'
 * `createShop` (the same composition every frontend of the shop uses), and the view stores. A store is
 * made on first use, so a server request pays for the stores its page needs and hands only those to
 * the browser (`HydrationRegistry`).
 */
export class PageServices {
  readonly config: AppConfig;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  readonly navigator: Navigator;
  readonly scrollLock: ScrollLock;
  readonly analytics: AnalyticsSink;
  readonly shop: Shop;
  /** The stores this page made that the browser takes over. */
  readonly hydration = new HydrationRegistry();
  private readonly api: LazyApi;
  private readonly made = new Map<string, unknown>();

  constructor(
    private readonly host: ProcessHost,
    private readonly page: PageHost,
    readonly locale: LocaleStore,
  ) {
    this.config = host.config;
    this.scheduler = host.scheduler;
    this.logger = host.logger;
    this.navigator = page.navigator;
    this.scrollLock = page.scrollLock;
    this.analytics = page.analytics;
    const identity = createShopIdentity({ cookies: page.cookies, storage: page.storage });
    this.api = host.connectApi({
      identity,
      language: () => page.language(),
      onSessionSignal: (signal) => void this.shop.session.handleInvalidToken.execute(signal),
    });
    this.shop = createShop({
      identity,
      gateways: this.api.gateways,
      scheduler: host.scheduler,
      logger: host.logger,
      navigator: page.navigator,
      // What is on screen follows every end of a session; stores not made yet have nothing to clear.
      localState: {
        resetCart: () => this.ifMade<CartStore>('cart')?.reset(),
        resetWishlist: () => this.ifMade<WishlistStore>('wishlist')?.reset(),
      },
      onSessionEnded: () => this.ifMade<SessionStore>('session')?.sessionEnded(),
    });
  }

  get router(): RouterStore {
    return this.hydratable('router', () => {
      const frame: FrameLoader[] = [this.session, this.menu];
      return new RouterStore(() => this, frame, this.logger, this.host.staleCode);
    });
  }

  get pageViews(): PageViewTracker {
    return this.once('pageViews', () => {
      const visits = new StorageAnalyticsVisitStore(this.page.tabStorage ?? new MemoryStorage());
      return new PageViewTracker(new TrackPageView(this.analytics, this.scheduler, visits));
    });
  }

  get session(): SessionStore {
    return this.hydratable('session', () => {
      const { session } = this.shop;
      return new SessionStore({
        restoreSession: session.restore,
        loginWithMerge: session.login,
        registerWithMerge: session.register,
        logout: session.logout,
        requestPasswordReset: session.requestPasswordReset,
        resetPassword: session.resetPassword,
      });
    });
  }

  get doubleOptIn(): DoubleOptInStore {
    return this.hydratable(
      'doubleOptIn',
      () => new DoubleOptInStore(this.shop.session.confirmDoubleOptIn, this.session),
    );
  }

  get cart(): CartStore {
    return this.once('cart', () => {
      const { cart, identity } = this.shop;
      return new CartStore({
        load: cart.load,
        add: cart.add,
        removeLine: cart.removeLine,
        changeQuantity: cart.changeQuantity,
        analytics: this.analytics,
        priceType: () => this.session.priceType,
        logger: this.logger,
        hasIdentity: () => identity.hasIdentity(),
      });
    });
  }

  get wishlist(): WishlistStore {
    return this.once('wishlist', () => {
      const { wishlist, identity } = this.shop;
      return new WishlistStore({
        start: wishlist.start,
        change: wishlist.change,
        popups: this.headerPopups,
        analytics: this.analytics,
        priceType: () => this.session.priceType,
        readTile: (product) => this.api.readProductTile(product),
        logger: this.logger,
        hasIdentity: () => identity.hasIdentity(),
      });
    });
  }

  get quickAdd(): QuickAddStore {
    return this.once(
      'quickAdd',
      () =>
        new QuickAddStore({
          loadProduct: this.shop.catalog.loadProduct,
          cart: this.cart,
          language: () => this.locale.language,
          priceType: () => this.session.priceType,
          logger: this.logger,
        }),
    );
  }

  get catalogAnalytics(): CatalogAnalytics {
    return this.once(
      'catalogAnalytics',
      () => new CatalogAnalytics(this.analytics, () => this.session.priceType),
    );
  }

  get listing(): ListingStore {
    return this.hydratable(
      'listing',
      () =>
        new ListingStore(
          this.shop.catalog.loadListing,
          this.shop.catalog.applyFilters,
          this.session,
          this.logger,
          this.scheduler,
        ),
    );
  }

  get product(): ProductStore {
    return this.hydratable(
      'product',
      () =>
        new ProductStore(
          this.shop.catalog.loadProduct,
          {
            // A successful add shows the cart popup with the new line. The cart store is made on the
            // first add only: server renders of product pages never need it.
            add: async (request) => {
              await this.cart.add(
                { id: request.productOption },
                request.amount ?? 1,
                undefined,
                request.personalisation,
              );
              this.headerPopups.open('cart');
            },
          },
          this.session,
          this.catalogAnalytics,
          this.logger,
        ),
    );
  }

  get account(): AccountStore {
    return this.once('account', () => {
      const { account, session } = this.shop;
      return new AccountStore({
        session: this.session,
        navigator: this.navigator,
        loadAccount: account.load,
        savePersonalData: account.savePersonalData,
        changePassword: account.changePassword,
        saveShippingAddress: account.saveShippingAddress,
        deleteShippingAddress: account.deleteShippingAddress,
        setDefaultShippingAddress: account.setDefaultShippingAddress,
        deleteAccount: session.deleteAccount,
      });
    });
  }

  get orders(): OrdersStore {
    return this.hydratable(
      'orders',
      () => new OrdersStore(this.shop.account.loadOrders, this.shop.account.loadOrder),
    );
  }

  get content(): ContentStore {
    return this.hydratable('content', () => new ContentStore(this.shop.content));
  }

  get home(): HomeStore {
    return this.hydratable('home', () => {
      const { catalog, content } = this.shop;
      return new HomeStore(
        {
          loadListing: catalog.loadListing,
          loadBrands: content.loadBrands,
          loadBlogListing: content.loadBlogListing,
        },
        this.logger,
      );
    });
  }

  get menu(): MenuStore {
    return this.hydratable('menu', () => new MenuStore(this.shop.header.loadMenus, this.scrollLock));
  }

  get searchPanel(): SearchPanelStore {
    return this.once(
      'searchPanel',
      () =>
        new SearchPanelStore({
          gateway: this.shop.gateways.header,
          scheduler: this.scheduler,
          logger: this.logger,
          navigator: this.navigator,
          analytics: this.analytics,
        }),
    );
  }

  /** The forms sent on this page before its script was ready, as the server answered them. */
  get postedForms(): PostedForms {
    return this.hydratable('postedForms', () => new PostedForms());
  }

  get headerPopups(): HeaderPopupsStore {
    return this.once('headerPopups', () => new HeaderPopupsStore(this.scheduler));
  }

  /** Every store the browser hands its part of the page state to (making those not made yet). */
  hydratables(): Hydratable[] {
    return [
      this.router,
      this.postedForms,
      this.session,
      this.doubleOptIn,
      this.menu,
      this.listing,
      this.product,
      this.orders,
      this.content,
      this.home,
    ];
  }

  private once<T>(key: string, make: () => T): T {
    let made = this.made.get(key) as T | undefined;
    if (made === undefined) this.made.set(key, (made = make()));
    return made;
  }

  private hydratable<T extends Hydratable>(key: string, make: () => T): T {
    return this.once(key, () => {
      const store = make();
      this.hydration.add(store);
      return store;
    });
  }

  private ifMade<T>(key: string): T | undefined {
    return this.made.get(key) as T | undefined;
  }
}
