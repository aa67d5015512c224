import type { AnalyticsSink } from '@fanshop/core/analytics';
import type { ScrollLock } from '@fanshop/core/menu';
import type { Navigator } from '@fanshop/core/navigation';
import type { Logger, Scheduler } from '@fanshop/core/shared';
import type { AccountStore } from '../account/account.store';
import type { OrdersStore } from '../account/orders.store';
import type { AppConfig } from '../app/app-config';
import type { PageViewTracker } from '../app/page-view-tracker';
import type { RouterStore } from '../app/router.store';
import type { CartStore } from '../cart/cart.store';
import type { CatalogAnalytics } from '../catalog/catalog-analytics';
import type { ListingStore } from '../catalog/listing.store';
import type { ProductStore } from '../catalog/product.store';
import type { PostedForms } from '../components/form/posted-forms';
import type { ContentStore } from '../content/content.store';
import type { HomeStore } from '../content/home.store';
import type { HeaderPopupsStore } from '../header/header-popups.store';
import type { MenuStore } from '../header/menu.store';
import type { SearchPanelStore } from '../header/search-panel.store';
import type { DoubleOptInStore } from '../session/double-opt-in.store';
import type { SessionStore } from '../session/session.store';
import type { QuickAddStore } from '../wishlist/quick-add.store';
import type { WishlistStore } from '../wishlist/wishlist.store';

/**
 * Every service a part of the storefront may ask for by name: the process's config, time and logging,
 * the page's ways to move the shopper, lock scrolling and count, and the MobX view stores of one
 * shopper. A component asks for one with `useService`; a page declares the few it needs.
 */
export interface Services {
  readonly config: AppConfig;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  readonly navigator: Navigator;
  readonly scrollLock: ScrollLock;
  readonly analytics: AnalyticsSink;
  readonly router: RouterStore;
  readonly pageViews: PageViewTracker;
  readonly session: SessionStore;
  readonly doubleOptIn: DoubleOptInStore;
  readonly cart: CartStore;
  readonly wishlist: WishlistStore;
  readonly quickAdd: QuickAddStore;
  readonly catalogAnalytics: CatalogAnalytics;
  readonly listing: ListingStore;
  readonly product: ProductStore;
  readonly account: AccountStore;
  readonly orders: OrdersStore;
  readonly content: ContentStore;
  readonly home: HomeStore;
  readonly menu: MenuStore;
  readonly searchPanel: SearchPanelStore;
  /** The forms sent on this page before its script was ready, as the server answered them. */
  readonly postedForms: PostedForms;
  readonly headerPopups: HeaderPopupsStore;
}

export type ServiceName = keyof Services;

/** How the app reads one shopper's services: what their container answers, each made on first use. */
export interface ServiceResolver {
  get<K extends ServiceName>(name: K): Services[K];
  /** Only the named services: what a page declares it needs. */
  pick<K extends ServiceName>(names: readonly K[]): Pick<Services, K>;
}
