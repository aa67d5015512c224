import { HttpClient, sessionSignalOf, type HttpClientOptions } from '@fanshop/adapters/http';
import {
  HttpAccountGateway,
  HttpCartGateway,
  HttpListingGateway,
  HttpProductGateway,
  HttpWishlistGateway,
} from '@fanshop/adapters/gateways';
import {
  CookieCredentialStore,
  CryptoRequestIdFactory,
  DocumentCookieJar,
  MemoryStorage,
  StorageMergeIdStore,
  type CookieJar,
} from '@fanshop/adapters/storage';
import { ConsoleLogger, SystemScheduler } from '@fanshop/adapters/time';
import type { AccountGateway } from '@fanshop/core/account';
import { AddToCart, type CartGateway } from '@fanshop/core/cart';
import { LoadListing, LoadProduct, type ListingGateway, type ProductGateway } from '@fanshop/core/catalog';
import {
  clearCredentials,
  EnsureRequestId,
  HandleInvalidToken,
  hasStoredIdentity,
  RestoreSession,
  StoredSessionStatus,
  type CredentialStore,
} from '@fanshop/core/session';
import {
  CART_MERGE_STORAGE_KEY,
  WISHLIST_MERGE_STORAGE_KEY,
  type Language,
  type Logger,
  type Scheduler,
} from '@fanshop/core/shared';
import {
  AddToWishlist,
  ChangeWishlistItem,
  RemoveFromWishlist,
  StartWishlist,
  ToggleWishlistItem,
  WishlistChangeLock,
  type WishlistGateway,
} from '@fanshop/core/wishlist';

/** The shop API ports the teaser uses. */
export interface TeaserGateways {
  readonly account: Pick<AccountGateway, 'getAccount'>;
  readonly listing: ListingGateway;
  readonly product: ProductGateway;
  readonly cart: CartGateway;
  readonly wishlist: WishlistGateway;
}

/** The core's use cases the teaser's views call; nothing else. */
export interface TeaserShop {
  readonly restoreSession: RestoreSession;
  readonly loadListing: LoadListing;
  readonly loadProduct: LoadProduct;
  readonly addToCart: AddToCart;
  readonly startWishlist: StartWishlist;
  readonly changeWishlist: ChangeWishlistItem;
  /** Whether the visitor has a token or request id; without one there is no cart or wishlist yet. */
  hasIdentity(): boolean;
}

/** What a teaser needs from its page: where the API is, and the teaser's language. */
export interface TeaserSettings {
  readonly apiBaseUrl: string;
  /**
   * The shop's shared cookie domain (`COOKIE_DOMAIN`), for a news site on a sibling host of the shop:
   * the guest id the teaser creates is then the storefront's too. Host-only when undefined.
   */
  readonly cookieDomain?: string;
  language(): Language;
  /** Called when the invalid-token policy ended the session (the stored credentials were cleared). */
  onSessionEnded?(): void;
}

/** Replacements for tests: a scripted network, in-memory gateways or credentials, a fake clock. */
export interface TeaserOverrides {
  readonly transport?: HttpClientOptions['transport'];
  readonly gateways?: Partial<TeaserGateways>;
  readonly credentials?: CredentialStore;
  readonly cookies?: CookieJar;
  readonly scheduler?: Scheduler;
  readonly logger?: Logger;
}

/**
 * The teaser's composition root, the same wiring as the storefront's (`ui/src/composition/`) without
 * a container: the axios HTTP client with the identity headers read from the shop's cookies (`__uul`,
 * `__uuhlat`), the API gateways, and the core's use cases on them. Merge ids and the user hash live
 * in memory: the teaser never logs in, and the news site's own storage stays untouched.
 */
export function createTeaserShop(settings: TeaserSettings, overrides: TeaserOverrides = {}): TeaserShop {
  const storage = new MemoryStorage();
  const credentials =
    overrides.credentials ??
    new CookieCredentialStore(
      overrides.cookies ?? new DocumentCookieJar({ domain: settings.cookieDomain }),
      storage,
    );
  const scheduler = overrides.scheduler ?? new SystemScheduler();
  const logger = overrides.logger ?? new ConsoleLogger('[fanshop-teaser]');
  const guest = new StoredSessionStatus(credentials);
  const ensureRequestId = new EnsureRequestId(credentials, new CryptoRequestIdFactory());

  const client = new HttpClient({
    baseUrl: settings.apiBaseUrl,
    scheduler,
    caller: {
      identity: () => ({ token: credentials.getToken(), requestId: credentials.getRequestId() }),
      language: () => settings.language(),
    },
    ...(overrides.transport ? { transport: overrides.transport } : {}),
  });
  // The invalid-token policy of spec section 8, as in the storefront: the session's credentials go.
  const invalidToken = new HandleInvalidToken({
    execute: async () => {
      clearCredentials(credentials);
      settings.onSessionEnded?.();
    },
  });
  client.onResponseError((event) => {
    void invalidToken.execute(sessionSignalOf(event));
  });

  // Cart and wishlist calls always carry a request id: a guest gets one on first need.
  const ensure = () => ensureRequestId.execute();
  const gateways: TeaserGateways = {
    account: overrides.gateways?.account ?? new HttpAccountGateway(client),
    listing: overrides.gateways?.listing ?? new HttpListingGateway(client),
    product: overrides.gateways?.product ?? new HttpProductGateway(client),
    cart: overrides.gateways?.cart ?? new HttpCartGateway(client, ensure),
    wishlist: overrides.gateways?.wishlist ?? new HttpWishlistGateway(client, ensure, scheduler),
  };

  const wishlistPorts = {
    gateway: gateways.wishlist,
    mergeIds: new StorageMergeIdStore(storage, WISHLIST_MERGE_STORAGE_KEY),
    guest,
    logger,
  };
  const lock = new WishlistChangeLock();
  const add = new AddToWishlist(wishlistPorts, lock);
  const remove = new RemoveFromWishlist(wishlistPorts, lock);
  return {
    restoreSession: new RestoreSession(credentials, gateways.account, logger),
    loadListing: new LoadListing(gateways.listing),
    loadProduct: new LoadProduct(gateways.product),
    addToCart: new AddToCart(gateways.cart, guest, new StorageMergeIdStore(storage, CART_MERGE_STORAGE_KEY)),
    startWishlist: new StartWishlist(wishlistPorts),
    changeWishlist: new ChangeWishlistItem(new ToggleWishlistItem(add, remove), remove, lock, logger),
    hasIdentity: () => hasStoredIdentity(credentials),
  };
}
