import { ContainerModule, type Bind, type ServiceIdentifier } from 'inversify';
import { AREA, bindPerShopper, SHOP, type ShopperLookup } from '@fanshop/adapters/container';
import { StorageAnalyticsVisitStore } from '@fanshop/adapters/analytics';
import { MemoryStorage } from '@fanshop/adapters/storage';
import { TrackPageView } from '@fanshop/core/analytics';
import type { Hydratable } from '../app/hydration';
import { pageContext } from '../app/page-module';
import { ACCOUNT_TEXT_PAGES } from '../app/page-files';
import { PageViewTracker } from '../app/page-view-tracker';
import { RouterStore } from '../app/router.store';
import { AccountStore } from '../account/account.store';
import { OrdersStore } from '../account/orders.store';
import { CartStore } from '../cart/cart.store';
import { CatalogAnalytics } from '../catalog/catalog-analytics';
import { ListingStore } from '../catalog/listing.store';
import { ProductStore } from '../catalog/product.store';
import { PostedForms } from '../components/form/posted-forms';
import { ContentStore } from '../content/content.store';
import { HomeStore } from '../content/home.store';
import type { Services } from '../di/services';
import { TOKENS } from '../di/tokens';
import { HeaderPopupsStore } from '../header/header-popups.store';
import { MenuStore } from '../header/menu.store';
import { SearchPanelStore } from '../header/search-panel.store';
import { DoubleOptInStore } from '../session/double-opt-in.store';
import type { ShopperListDeps } from '../session/latest-list-load';
import { SessionStore } from '../session/session.store';
import { QuickAddStore } from '../wishlist/quick-add.store';
import { WishlistStore } from '../wishlist/wishlist.store';
import { COMPOSITION } from './composition-tokens';

type Make<T> = (get: ShopperLookup) => T;

/** A store of the shopper, made on first use. */
function store<T>(bind: Bind, token: ServiceIdentifier<T>, make: Make<T>): void {
  bindPerShopper(bind, token, make);
}

/** A store whose state the server hands to the browser: the page's registry learns of it as it is made. */
function hydratable<T extends Hydratable>(bind: Bind, token: ServiceIdentifier<T>, make: Make<T>): void {
  bindPerShopper(bind, token, (get) => {
    const made = make(get);
    get(COMPOSITION.hydration).add(made);
    return made;
  });
}

/** What the cart and wishlist stores take besides their use cases. */
function shopperListDeps(get: ShopperLookup): ShopperListDeps {
  const session = get(TOKENS.session);
  const identity = get(SHOP.identity);
  return {
    analytics: get(TOKENS.analytics),
    priceType: () => session.priceType,
    logger: get(TOKENS.logger),
    hasIdentity: () => identity.hasIdentity(),
  };
}

/**
 * The MobX view stores of one shopper, each on the core's use cases of its area (`AREA.*`, from the
 * adapters' modules) and on the stores it works with. Bound once per process; made at most once per
 * shopper, on first use, so a server request pays for the stores its page needs and hands only those to
 * the browser (`HydrationRegistry`).
 */
export const storesModule = new ContainerModule(({ bind }) => {
  hydratable(bind, TOKENS.router, (get) => {
    const host = get(COMPOSITION.host);
    const resolver = get(COMPOSITION.resolver);
    const locale = get(COMPOSITION.locale);
    return new RouterStore(
      async (module, match, key) => {
        await Promise.all([
          ACCOUNT_TEXT_PAGES.has(key) ? locale.withAccountTexts(match.language) : undefined,
          module.load?.(pageContext(module, match, resolver)),
        ]);
      },
      [get(TOKENS.session), get(TOKENS.menu)],
      host.logger,
      host.staleCode,
    );
  });

  store(bind, TOKENS.pageViews, (get) => {
    const visits = new StorageAnalyticsVisitStore(get(COMPOSITION.tabStorage) ?? new MemoryStorage());
    return new PageViewTracker(new TrackPageView(get(TOKENS.analytics), get(TOKENS.scheduler), visits));
  });

  hydratable(bind, TOKENS.session, (get) => {
    const session = get(AREA.session);
    const made = new SessionStore({
      restoreSession: session.restore,
      loginWithMerge: session.login,
      registerWithMerge: session.register,
      logout: session.logout,
      requestPasswordReset: session.requestPasswordReset,
      resetPassword: session.resetPassword,
    });
    get(SHOP.events).onSessionEnded(() => made.sessionEnded());
    return made;
  });

  hydratable(
    bind,
    TOKENS.doubleOptIn,
    (get) => new DoubleOptInStore(get(AREA.session).confirmDoubleOptIn, get(TOKENS.session)),
  );

  store(bind, TOKENS.cart, (get) => {
    const made = new CartStore({ ...get(AREA.cart), ...shopperListDeps(get) });
    get(COMPOSITION.shownState).showsCart(made);
    return made;
  });

  store(bind, TOKENS.wishlist, (get) => {
    const wishlist = get(AREA.wishlist);
    const made = new WishlistStore({
      start: wishlist.start,
      change: wishlist.change,
      popups: get(TOKENS.headerPopups),
      ...shopperListDeps(get),
    });
    get(COMPOSITION.shownState).showsWishlist(made);
    return made;
  });

  store(bind, TOKENS.quickAdd, (get) => {
    const locale = get(COMPOSITION.locale);
    const session = get(TOKENS.session);
    return new QuickAddStore({
      loadProduct: get(AREA.catalog).loadProduct,
      cart: get(TOKENS.cart),
      language: () => locale.language,
      priceType: () => session.priceType,
      logger: get(TOKENS.logger),
    });
  });

  store(bind, TOKENS.catalogAnalytics, (get) => {
    const session = get(TOKENS.session);
    return new CatalogAnalytics(get(TOKENS.analytics), () => session.priceType);
  });

  hydratable(bind, TOKENS.listing, (get) => {
    const catalog = get(AREA.catalog);
    return new ListingStore(
      catalog.loadListing,
      catalog.applyFilters,
      get(TOKENS.session),
      get(TOKENS.logger),
      get(TOKENS.scheduler),
    );
  });

  hydratable(bind, TOKENS.product, (get) => {
    // The cart store is made on the first add only: server renders of product pages never need it.
    const resolver = get(COMPOSITION.resolver);
    const cart = () => resolver.get('cart');
    const popups = get(TOKENS.headerPopups);
    return new ProductStore(
      get(AREA.catalog).loadProduct,
      {
        // A successful add shows the cart popup with the new line.
        add: async (request) => {
          await cart().add(
            { id: request.productOption },
            request.amount ?? 1,
            undefined,
            request.personalisation,
          );
          popups.open('cart');
        },
      },
      get(TOKENS.session),
      get(TOKENS.catalogAnalytics),
      get(TOKENS.logger),
    );
  });

  store(bind, TOKENS.account, (get) => {
    const account = get(AREA.account);
    return new AccountStore({
      session: get(TOKENS.session),
      navigator: get(TOKENS.navigator),
      loadAccount: account.load,
      savePersonalData: account.savePersonalData,
      changePassword: account.changePassword,
      saveShippingAddress: account.saveShippingAddress,
      deleteShippingAddress: account.deleteShippingAddress,
      setDefaultShippingAddress: account.setDefaultShippingAddress,
      deleteAccount: get(AREA.session).deleteAccount,
    });
  });

  hydratable(bind, TOKENS.orders, (get) => {
    const account = get(AREA.account);
    return new OrdersStore(account.loadOrders, account.loadOrder);
  });

  hydratable(bind, TOKENS.content, (get) => new ContentStore(get(AREA.content)));

  hydratable(bind, TOKENS.home, (get) => {
    const catalog = get(AREA.catalog);
    const content = get(AREA.content);
    return new HomeStore(
      {
        loadListing: catalog.loadListing,
        loadBrands: content.loadBrands,
        loadBlogListing: content.loadBlogListing,
      },
      get(TOKENS.logger),
    );
  });

  hydratable(bind, TOKENS.menu, (get) => new MenuStore(get(AREA.header).loadMenus, get(TOKENS.scrollLock)));

  store(
    bind,
    TOKENS.searchPanel,
    (get) =>
      new SearchPanelStore({
        gateway: get(SHOP.gateways).header,
        scheduler: get(TOKENS.scheduler),
        logger: get(TOKENS.logger),
        navigator: get(TOKENS.navigator),
        analytics: get(TOKENS.analytics),
      }),
  );

  hydratable(bind, TOKENS.postedForms, () => new PostedForms());

  store(bind, TOKENS.headerPopups, (get) => new HeaderPopupsStore(get(TOKENS.scheduler)));
});

/** Every store the browser hands its part of the page state to (making those not made yet). */
export const HYDRATABLE_SERVICES = [
  'router',
  'postedForms',
  'session',
  'doubleOptIn',
  'menu',
  'listing',
  'product',
  'orders',
  'content',
  'home',
] as const satisfies readonly (keyof Services)[];
