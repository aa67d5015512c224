import type { ServiceIdentifier } from 'inversify';
import type { Scheduler, Logger } from '@fanshop/core/shared';
import type { Navigator } from '@fanshop/core/navigation';
import type {
  CredentialStore,
  RequestIdFactory,
  StoredSessionStatus,
  EnsureRequestId,
  LoginWithMerge,
  RegisterWithMerge,
  Logout,
  DeleteAccount,
  HandleInvalidToken,
  RequestPasswordReset,
  ResetPassword,
  ConfirmDoubleOptIn,
  RestoreSession,
  AuthGateway,
} from '@fanshop/core/session';
import type { AnalyticsSink, AnalyticsVisitStore, TrackPageView } from '@fanshop/core/analytics';
import type {
  CartGateway,
  CartMergeIdStore,
  LoadCart,
  AddToCart,
  RemoveCartLine,
  MergeGuestCart,
} from '@fanshop/core/cart';
import type {
  WishlistGateway,
  WishlistMergeIdStore,
  WishlistChangeLock,
  StartWishlist,
  ToggleWishlistItem,
  ChangeWishlistItem,
  AddToWishlist,
  RemoveFromWishlist,
  MergeGuestWishlist,
} from '@fanshop/core/wishlist';
import type {
  AccountGateway,
  LoadAccount,
  SavePersonalData,
  ChangePassword,
  SaveShippingAddress,
  DeleteShippingAddress,
  SetDefaultShippingAddress,
  LoadOrders,
  LoadOrder,
} from '@fanshop/core/account';
import type {
  ListingGateway,
  ProductGateway,
  LoadListing,
  LoadProduct,
  SitemapGateway,
  LoadSitemap,
  ApplyFilters,
} from '@fanshop/core/catalog';
import type { WishlistTileReader } from '../wishlist/wishlist-tiles';
import type { HeaderGateway, LoadMenus } from '@fanshop/core/header';
import type {
  ContentGateway,
  LoadBrands,
  LoadBlogListing,
  LoadBlogArticle,
  LoadFaqOverview,
  LoadFaqDetail,
  LoadStaticPage,
} from '@fanshop/core/content';
import type { ScrollLock } from '@fanshop/core/menu';
import type { AppConfig } from '../app/app-config';
import type { Hydratable, HydrationRegistry } from '../app/hydration';
import type { FrameLoader } from '../app/frame-loader';
import type { RouterStore } from '../app/router.store';
import type { PageViewTracker } from '../app/page-view-tracker';
import type { LocaleStore } from '../i18n/locale.store';
import type { SessionStore } from '../session/session.store';
import type { CartStore } from '../cart/cart.store';
import type { WishlistStore } from '../wishlist/wishlist.store';
import type { QuickAddStore } from '../wishlist/quick-add.store';
import type { SearchPanelStore } from '../header/search-panel.store';
import type { HeaderPopupsStore } from '../header/header-popups.store';
import type { MenuStore } from '../header/menu.store';
import type { ListingStore } from '../catalog/listing.store';
import type { ProductStore } from '../catalog/product.store';
import type { CatalogAnalytics } from '../catalog/catalog-analytics';
import type { ContentStore } from '../content/content.store';
import type { HomeStore } from '../content/home.store';
import type { AccountStore } from '../account/account.store';
import type { OrdersStore } from '../account/orders.store';
import type { DoubleOptInStore } from '../session/double-opt-in.store';

function token<T>(name: string): ServiceIdentifier<T> {
  return Symbol.for(name) as ServiceIdentifier<T>;
}

/**
 * Typed identifiers of everything the container holds, named like what they identify. Ports are bound to
 * adapters in the composition root (`ui/src/composition/`) only; components ask for stores.
 */
export const TOKENS = {
  // Host and platform
  AppConfig: token<AppConfig>('AppConfig'),
  Scheduler: token<Scheduler>('Scheduler'),
  Logger: token<Logger>('Logger'),
  Navigator: token<Navigator>('Navigator'),
  ScrollLock: token<ScrollLock>('ScrollLock'),
  AnalyticsSink: token<AnalyticsSink>('AnalyticsSink'),
  AnalyticsVisitStore: token<AnalyticsVisitStore>('AnalyticsVisitStore'),
  CredentialStore: token<CredentialStore>('CredentialStore'),
  RequestIdFactory: token<RequestIdFactory>('RequestIdFactory'),
  CartMergeIdStore: token<CartMergeIdStore>('CartMergeIdStore'),
  WishlistMergeIdStore: token<WishlistMergeIdStore>('WishlistMergeIdStore'),
  /** Every store whose state travels from the server render to the browser. */
  Hydratable: token<Hydratable>('Hydratable'),
  /** The hydratable stores made so far in this container (`bindHydratable`). */
  HydrationRegistry: token<HydrationRegistry>('HydrationRegistry'),
  /** Every store that fills the page frame before the first page renders. */
  FrameLoader: token<FrameLoader>('FrameLoader'),

  // Gateways (ports of the shop API)
  CartGateway: token<CartGateway>('CartGateway'),
  WishlistGateway: token<WishlistGateway>('WishlistGateway'),
  AuthGateway: token<AuthGateway>('AuthGateway'),
  AccountGateway: token<AccountGateway>('AccountGateway'),
  ListingGateway: token<ListingGateway>('ListingGateway'),
  ProductGateway: token<ProductGateway>('ProductGateway'),
  HeaderGateway: token<HeaderGateway>('HeaderGateway'),
  ContentGateway: token<ContentGateway>('ContentGateway'),
  SitemapGateway: token<SitemapGateway>('SitemapGateway'),
  /** Reads the API's tiles in wishlist answers; it comes with the gateways. */
  WishlistTileReader: token<WishlistTileReader>('WishlistTileReader'),

  // Use cases: session
  StoredSessionStatus: token<StoredSessionStatus>('StoredSessionStatus'),
  EnsureRequestId: token<EnsureRequestId>('EnsureRequestId'),
  LoginWithMerge: token<LoginWithMerge>('LoginWithMerge'),
  RegisterWithMerge: token<RegisterWithMerge>('RegisterWithMerge'),
  Logout: token<Logout>('Logout'),
  DeleteAccount: token<DeleteAccount>('DeleteAccount'),
  HandleInvalidToken: token<HandleInvalidToken>('HandleInvalidToken'),
  RequestPasswordReset: token<RequestPasswordReset>('RequestPasswordReset'),
  ResetPassword: token<ResetPassword>('ResetPassword'),
  ConfirmDoubleOptIn: token<ConfirmDoubleOptIn>('ConfirmDoubleOptIn'),
  RestoreSession: token<RestoreSession>('RestoreSession'),
  // Use cases: analytics
  TrackPageView: token<TrackPageView>('TrackPageView'),
  // Use cases: cart
  LoadCart: token<LoadCart>('LoadCart'),
  AddToCart: token<AddToCart>('AddToCart'),
  RemoveCartLine: token<RemoveCartLine>('RemoveCartLine'),
  MergeGuestCart: token<MergeGuestCart>('MergeGuestCart'),
  // Use cases: wishlist
  WishlistChangeLock: token<WishlistChangeLock>('WishlistChangeLock'),
  StartWishlist: token<StartWishlist>('StartWishlist'),
  AddToWishlist: token<AddToWishlist>('AddToWishlist'),
  RemoveFromWishlist: token<RemoveFromWishlist>('RemoveFromWishlist'),
  ToggleWishlistItem: token<ToggleWishlistItem>('ToggleWishlistItem'),
  ChangeWishlistItem: token<ChangeWishlistItem>('ChangeWishlistItem'),
  MergeGuestWishlist: token<MergeGuestWishlist>('MergeGuestWishlist'),
  // Use cases: account
  LoadAccount: token<LoadAccount>('LoadAccount'),
  SavePersonalData: token<SavePersonalData>('SavePersonalData'),
  ChangePassword: token<ChangePassword>('ChangePassword'),
  SaveShippingAddress: token<SaveShippingAddress>('SaveShippingAddress'),
  DeleteShippingAddress: token<DeleteShippingAddress>('DeleteShippingAddress'),
  SetDefaultShippingAddress: token<SetDefaultShippingAddress>('SetDefaultShippingAddress'),
  LoadOrders: token<LoadOrders>('LoadOrders'),
  LoadOrder: token<LoadOrder>('LoadOrder'),
  // Use cases: catalogue, header, content
  LoadListing: token<LoadListing>('LoadListing'),
  LoadProduct: token<LoadProduct>('LoadProduct'),
  LoadSitemap: token<LoadSitemap>('LoadSitemap'),
  ApplyFilters: token<ApplyFilters>('ApplyFilters'),
  LoadMenus: token<LoadMenus>('LoadMenus'),
  LoadBrands: token<LoadBrands>('LoadBrands'),
  LoadBlogListing: token<LoadBlogListing>('LoadBlogListing'),
  LoadBlogArticle: token<LoadBlogArticle>('LoadBlogArticle'),
  LoadFaqOverview: token<LoadFaqOverview>('LoadFaqOverview'),
  LoadFaqDetail: token<LoadFaqDetail>('LoadFaqDetail'),
  LoadStaticPage: token<LoadStaticPage>('LoadStaticPage'),

  // View stores
  RouterStore: token<RouterStore>('RouterStore'),
  PageViewTracker: token<PageViewTracker>('PageViewTracker'),
  LocaleStore: token<LocaleStore>('LocaleStore'),
  SessionStore: token<SessionStore>('SessionStore'),
  CartStore: token<CartStore>('CartStore'),
  WishlistStore: token<WishlistStore>('WishlistStore'),
  /** The size picker that puts a wishlist product into the cart. */
  QuickAddStore: token<QuickAddStore>('QuickAddStore'),
  SearchPanelStore: token<SearchPanelStore>('SearchPanelStore'),
  HeaderPopupsStore: token<HeaderPopupsStore>('HeaderPopupsStore'),
  MenuStore: token<MenuStore>('MenuStore'),
  ListingStore: token<ListingStore>('ListingStore'),
  ProductStore: token<ProductStore>('ProductStore'),
  /** The catalogue's e-commerce events (list views, selections, product views, adds to cart). */
  CatalogAnalytics: token<CatalogAnalytics>('CatalogAnalytics'),
  ContentStore: token<ContentStore>('ContentStore'),
  HomeStore: token<HomeStore>('HomeStore'),
  AccountStore: token<AccountStore>('AccountStore'),
  OrdersStore: token<OrdersStore>('OrdersStore'),
  DoubleOptInStore: token<DoubleOptInStore>('DoubleOptInStore'),
} as const;
