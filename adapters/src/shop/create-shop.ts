import {
  ChangePassword,
  DeleteShippingAddress,
  LoadAccount,
  LoadOrder,
  LoadOrders,
  SavePersonalData,
  SaveShippingAddress,
  SetDefaultShippingAddress,
} from '@fanshop/core/account';
import { AddToCart, LoadCart, mergeGuestCart, RemoveCartLine } from '@fanshop/core/cart';
import { ApplyFilters, LoadListing, LoadProduct, LoadSitemap } from '@fanshop/core/catalog';
import {
  LoadBlogArticle,
  LoadBlogListing,
  LoadBrands,
  LoadFaqDetail,
  LoadFaqOverview,
  LoadStaticPage,
  type ContentUseCases,
} from '@fanshop/core/content';
import { LoadMenus } from '@fanshop/core/header';
import type { Navigator } from '@fanshop/core/navigation';
import {
  ConfirmDoubleOptIn,
  DeleteAccount,
  HandleInvalidToken,
  LoginWithMerge,
  Logout,
  RegisterWithMerge,
  RequestPasswordReset,
  ResetPassword,
  RestoreSession,
  type SessionEnder,
} from '@fanshop/core/session';
import { silentLogger, type Logger, type Scheduler } from '@fanshop/core/shared';
import {
  ChangeWishlistItem,
  mergeGuestWishlist,
  SendWishlistChange,
  StartWishlist,
  ToggleWishlistItem,
  WishlistChangeLock,
} from '@fanshop/core/wishlist';
import type { ShopGateways } from './shop-gateways.js';
import type { ShopIdentity } from './shop-identity.js';

/**
 * What a frontend keeps of the cart and the wishlist on screen, cleared when the session ends (spec
 * section 4). A frontend without such state leaves it out.
 */
export interface SessionLocalState {
  resetCart(): void;
  resetWishlist(): void;
}

/** What the core's use cases are wired onto. */
export interface ShopOptions {
  readonly identity: ShopIdentity;
  readonly gateways: ShopGateways;
  readonly scheduler: Scheduler;
  readonly logger?: Logger;
  /** Moves the shopper (home after logout, to the login page when a page needs a session); nowhere by default. */
  readonly navigator?: Navigator;
  readonly localState?: SessionLocalState;
  /** Called after every end of a session: logout, account deletion, a token the API no longer takes. */
  onSessionEnded?(): void;
}

/** The core's use cases of one shopper, wired onto their identity and the shop API. */
export interface Shop {
  readonly identity: ShopIdentity;
  readonly gateways: ShopGateways;
  readonly session: {
    readonly restore: RestoreSession;
    /** Login with the guest cart and wishlist merged into the customer's (spec section 4). */
    readonly login: LoginWithMerge;
    readonly register: RegisterWithMerge;
    /** Every end of a session runs through it: the API told, everything local cleared, `onSessionEnded` called. */
    readonly logout: SessionEnder;
    readonly deleteAccount: DeleteAccount;
    /** The invalid-token policy (spec section 8); `createShopClient` hands it every failed answer. */
    readonly handleInvalidToken: HandleInvalidToken;
    readonly requestPasswordReset: RequestPasswordReset;
    readonly resetPassword: ResetPassword;
    readonly confirmDoubleOptIn: ConfirmDoubleOptIn;
  };
  readonly catalog: {
    readonly loadListing: LoadListing;
    readonly loadProduct: LoadProduct;
    readonly loadSitemap: LoadSitemap;
    readonly applyFilters: ApplyFilters;
  };
  readonly cart: {
    readonly load: LoadCart;
    readonly add: AddToCart;
    /** One per shopper: it holds the pending removal's lock. */
    readonly removeLine: RemoveCartLine;
  };
  readonly wishlist: {
    /** Loads the list, merging a guest list that waits after a login. */
    readonly start: StartWishlist;
    readonly add: SendWishlistChange;
    readonly remove: SendWishlistChange;
    /** A heart or remove button as the shopper sees it: shown at once, rolled back when refused. */
    readonly change: ChangeWishlistItem;
  };
  readonly account: {
    readonly load: LoadAccount;
    readonly savePersonalData: SavePersonalData;
    readonly changePassword: ChangePassword;
    readonly saveShippingAddress: SaveShippingAddress;
    readonly deleteShippingAddress: DeleteShippingAddress;
    readonly setDefaultShippingAddress: SetDefaultShippingAddress;
    readonly loadOrders: LoadOrders;
    readonly loadOrder: LoadOrder;
  };
  readonly header: { readonly loadMenus: LoadMenus };
  readonly content: ContentUseCases;
}

/** A script or a server has nowhere to move the shopper to. */
const STAY: Navigator = {
  navigate: () => undefined,
  goHome: () => undefined,
  reload: () => undefined,
  leaveTo: () => undefined,
};
const NO_LOCAL_STATE: SessionLocalState = { resetCart: () => undefined, resetWishlist: () => undefined };

/**
 * Wires the core's use cases onto any gateways: the one place that knows which use case needs which
 * port, and the session's glue (merges at login, what logout clears, the invalid-token policy).
 * Over HTTP, `createShopClient` does everything; a frontend that loads its HTTP code later hands in
 * gateways that wait for it.
 */
export function createShop(options: ShopOptions): Shop {
  const { identity, gateways, scheduler } = options;
  const logger = options.logger ?? silentLogger;
  const navigator = options.navigator ?? STAY;
  const local = options.localState ?? NO_LOCAL_STATE;
  const { credentials, cartMergeIds, wishlistMergeIds, status: guest } = identity;

  const logout = new Logout({
    auth: gateways.auth,
    credentials,
    cartState: { reset: () => local.resetCart() },
    wishlistState: { reset: () => local.resetWishlist() },
    wishlistMergeIds,
    cartMergeIds,
    navigator,
    logger,
  });
  const endSession: SessionEnder = {
    execute: (endOptions) => logout.execute(endOptions).finally(() => options.onSessionEnded?.()),
  };
  const merges = {
    auth: gateways.auth,
    credentials,
    cartMerge: mergeGuestCart(gateways.cart, cartMergeIds),
    wishlistMerge: mergeGuestWishlist(gateways.wishlist, wishlistMergeIds),
    cartMergeIds,
    logger,
  };

  const wishlistPorts = { gateway: gateways.wishlist, mergeIds: wishlistMergeIds, guest, logger };
  const lock = new WishlistChangeLock();
  const addToWishlist = new SendWishlistChange('add', wishlistPorts, lock);
  const removeFromWishlist = new SendWishlistChange('remove', wishlistPorts, lock);

  const loadAccount = new LoadAccount(gateways.account, navigator, logger);
  return {
    identity,
    gateways,
    session: {
      restore: new RestoreSession(credentials, gateways.account, logger),
      login: new LoginWithMerge(merges),
      register: new RegisterWithMerge(merges),
      logout: endSession,
      deleteAccount: new DeleteAccount(gateways.account, endSession),
      handleInvalidToken: new HandleInvalidToken(endSession),
      requestPasswordReset: new RequestPasswordReset(gateways.auth),
      resetPassword: new ResetPassword(gateways.auth),
      confirmDoubleOptIn: new ConfirmDoubleOptIn(gateways.auth),
    },
    catalog: {
      loadListing: new LoadListing(gateways.listing),
      loadProduct: new LoadProduct(gateways.product),
      loadSitemap: new LoadSitemap(gateways.sitemap),
      applyFilters: new ApplyFilters(navigator),
    },
    cart: {
      load: new LoadCart(gateways.cart, guest, cartMergeIds, logger),
      add: new AddToCart(gateways.cart, guest, cartMergeIds),
      removeLine: new RemoveCartLine(gateways.cart, guest, cartMergeIds, scheduler, navigator),
    },
    wishlist: {
      start: new StartWishlist(wishlistPorts),
      add: addToWishlist,
      remove: removeFromWishlist,
      change: new ChangeWishlistItem(
        new ToggleWishlistItem(addToWishlist, removeFromWishlist),
        removeFromWishlist,
        lock,
        logger,
      ),
    },
    account: {
      load: loadAccount,
      savePersonalData: new SavePersonalData(gateways.account),
      changePassword: new ChangePassword(gateways.account, credentials),
      saveShippingAddress: new SaveShippingAddress(gateways.account, loadAccount),
      deleteShippingAddress: new DeleteShippingAddress(gateways.account, loadAccount),
      setDefaultShippingAddress: new SetDefaultShippingAddress(gateways.account, loadAccount),
      loadOrders: new LoadOrders(gateways.account, navigator, logger),
      loadOrder: new LoadOrder(gateways.account, navigator, logger),
    },
    header: { loadMenus: new LoadMenus(gateways.header, logger) },
    content: {
      loadBrands: new LoadBrands(gateways.content),
      loadBlogListing: new LoadBlogListing(gateways.content),
      loadBlogArticle: new LoadBlogArticle(gateways.content),
      loadFaqOverview: new LoadFaqOverview(gateways.content),
      loadFaqDetail: new LoadFaqDetail(gateways.content),
      loadStaticPage: new LoadStaticPage(gateways.content),
    },
  };
}
