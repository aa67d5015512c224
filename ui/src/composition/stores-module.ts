import { ContainerModule } from 'inversify';
import { AREA, SHOP, type ShopperLookup } from '@fanshop/adapters/container';
import { StorageAnalyticsVisitStore } from '@fanshop/adapters/analytics';
import { MemoryStorage } from '@fanshop/adapters/storage';
import { TrackPageView } from '@fanshop/core/analytics';
import type { RouteMatch } from '@fanshop/core/navigation';
import { pageContext, type PageModule } from '../app/page-module';
import { ACCOUNT_TEXT_PAGES } from '../app/page-files';
import { PageViewTracker } from '../app/page-view-tracker';
import { RouterStore } from '../app/router.store';
import { CartStore } from '../cart/cart.store';
import { CatalogAnalytics } from '../catalog/catalog-analytics';
import { PostedForms } from '../components/form/posted-forms';
import type { Services } from '../di/services';
import { TOKENS } from '../di/tokens';
import { HeaderPopupsStore } from '../header/header-popups.store';
import { MenuStore } from '../header/menu.store';
import { SearchPanelStore } from '../header/search-panel.store';
import type { ShopperListDeps } from '../session/latest-list-load';
import { SessionStore } from '../session/session.store';
import { WishlistStore } from '../wishlist/wishlist.store';
import { COMPOSITION } from './composition-tokens';
import { hydratable, store } from './store-bindings';

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
 * The MobX view stores every page uses (the router, the session, the cart and wishlist, the header's),
 * each on the core's use cases of its area (`AREA.*`, from the adapters' modules) and on the stores it
 * works with. Bound once per process; made at most once per shopper, on first use, so a server request
 * pays for the stores its page needs and hands only those to the browser (`HydrationRegistry`). The
 * stores only some pages use come with those pages (`page-stores.ts`).
 */
export const storesModule = new ContainerModule(({ bind }) => {
  hydratable(bind, TOKENS.router, (get) => {
    const host = get(COMPOSITION.host);
    const resolver = get(COMPOSITION.resolver);
    const locale = get(COMPOSITION.locale);
    const pageStores = get(COMPOSITION.pageStores);
    // The page's own stores are bound before its loader runs. Their code, like the page's, may be gone
    // after a new deployment: a guarded reload fetches the new build.
    const loadPage = async (module: PageModule, match: RouteMatch) => {
      await pageStores.prepare(module.services ?? [])?.catch((error: unknown) => {
        host.staleCode.recover();
        throw error;
      });
      await module.load?.(pageContext(module, match, resolver));
    };
    return new RouterStore(
      async (module, match, key) => {
        await Promise.all([
          ACCOUNT_TEXT_PAGES.has(key) ? locale.withAccountTexts(match.language) : undefined,
          loadPage(module, match),
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

  store(bind, TOKENS.catalogAnalytics, (get) => {
    const session = get(TOKENS.session);
    return new CatalogAnalytics(get(TOKENS.analytics), () => session.priceType);
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

/**
 * Every store the browser hands its part of the page state to (making those not made yet, among those
 * bound: a page's stores are bound with the page).
 */
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
