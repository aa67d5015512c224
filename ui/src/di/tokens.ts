import type { ServiceIdentifier } from 'inversify';
import type { Scheduler } from '@fanshop/core/shared/clock';
import type { Logger } from '@fanshop/core/shared/logger';
import type { Navigator } from '@fanshop/core/navigation/navigator';
import type { CredentialStore } from '@fanshop/core/session/credential-store';
import type { RequestIdFactory } from '@fanshop/core/session/request-id-factory';
import type { StoredSessionStatus } from '@fanshop/core/session/stored-session-status';
import type { EnsureRequestId } from '@fanshop/core/session/ensure-request-id';
import type { LoginWithMerge } from '@fanshop/core/session/login-with-merge';
import type { RegisterWithMerge } from '@fanshop/core/session/register-with-merge';
import type { Logout } from '@fanshop/core/session/logout';
import type { DeleteAccount } from '@fanshop/core/session/delete-account';
import type { HandleInvalidToken } from '@fanshop/core/session/handle-invalid-token';
import type { RequestPasswordReset } from '@fanshop/core/session/request-password-reset';
import type { ResetPassword } from '@fanshop/core/session/reset-password';
import type { ConfirmDoubleOptIn } from '@fanshop/core/session/confirm-double-opt-in';
import type { RestoreSession } from '@fanshop/core/session/restore-session';
import type { AnalyticsSink } from '@fanshop/core/analytics/analytics-sink';
import type { TrackPageView } from '@fanshop/core/analytics/track-page-view';
import type { CartGateway } from '@fanshop/core/cart/cart-gateway';
import type { CartMergeIdStore } from '@fanshop/core/cart/cart-merge-id-store';
import type { LoadCart } from '@fanshop/core/cart/load-cart';
import type { AddToCart } from '@fanshop/core/cart/add-to-cart';
import type { RemoveCartLine } from '@fanshop/core/cart/remove-cart-line';
import type { MergeGuestCart } from '@fanshop/core/cart/merge-guest-cart';
import type { WishlistGateway } from '@fanshop/core/wishlist/wishlist-gateway';
import type { WishlistMergeIdStore } from '@fanshop/core/wishlist/wishlist-merge-id-store';
import type { WishlistChangeLock } from '@fanshop/core/wishlist/wishlist-change-lock';
import type { StartWishlist } from '@fanshop/core/wishlist/start-wishlist';
import type { ToggleWishlistItem } from '@fanshop/core/wishlist/toggle-wishlist-item';
import type { AddToWishlist } from '@fanshop/core/wishlist/add-to-wishlist';
import type { RemoveFromWishlist } from '@fanshop/core/wishlist/remove-from-wishlist';
import type { MergeGuestWishlist } from '@fanshop/core/wishlist/merge-guest-wishlist';
import type { AuthGateway } from '@fanshop/core/session/auth-gateway';
import type { AccountGateway } from '@fanshop/core/account/account-gateway';
import type { LoadAccount } from '@fanshop/core/account/load-account';
import type { SavePersonalData } from '@fanshop/core/account/save-personal-data';
import type { ChangePassword } from '@fanshop/core/account/change-password';
import type { SaveShippingAddress } from '@fanshop/core/account/save-shipping-address';
import type { DeleteShippingAddress } from '@fanshop/core/account/delete-shipping-address';
import type { SetDefaultShippingAddress } from '@fanshop/core/account/set-default-shipping-address';
import type { LoadOrders } from '@fanshop/core/account/load-orders';
import type { LoadOrder } from '@fanshop/core/account/load-order';
import type { ListingGateway } from '@fanshop/core/catalog/listing-gateway';
import type { ProductGateway } from '@fanshop/core/catalog/product-gateway';
import type { LoadListing } from '@fanshop/core/catalog/load-listing';
import type { LoadProduct } from '@fanshop/core/catalog/load-product';
import type { SitemapGateway } from '@fanshop/core/catalog/sitemap-gateway';
import type { WishlistTileReader } from '../wishlist/wishlist-tiles';
import type { LoadSitemap } from '@fanshop/core/catalog/load-sitemap';
import type { ApplyFilters } from '@fanshop/core/catalog/apply-filters';
import type { HeaderGateway } from '@fanshop/core/header/header-gateway';
import type { LoadMenus } from '@fanshop/core/header/load-menus';
import type { ContentGateway } from '@fanshop/core/content/content-gateway';
import type { LoadBrands } from '@fanshop/core/content/load-brands';
import type { LoadBlogListing } from '@fanshop/core/content/load-blog-listing';
import type { LoadBlogArticle } from '@fanshop/core/content/load-blog-article';
import type { LoadFaqOverview } from '@fanshop/core/content/load-faq-overview';
import type { LoadFaqDetail } from '@fanshop/core/content/load-faq-detail';
import type { LoadStaticPage } from '@fanshop/core/content/load-static-page';
import type { ScrollLock } from '@fanshop/core/menu/scroll-lock';
import type { AppConfig } from '../app/app-config';
import type { Hydratable } from '../app/hydration';
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
  CredentialStore: token<CredentialStore>('CredentialStore'),
  RequestIdFactory: token<RequestIdFactory>('RequestIdFactory'),
  CartMergeIdStore: token<CartMergeIdStore>('CartMergeIdStore'),
  WishlistMergeIdStore: token<WishlistMergeIdStore>('WishlistMergeIdStore'),
  /** Every store whose state travels from the server render to the browser. */
  Hydratable: token<Hydratable>('Hydratable'),
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
