import type { HttpClientOptions } from '@fanshop/adapters/http';
import {
  cartArea,
  catalogArea,
  composeShopClient,
  wishlistArea,
  type ShopGateways,
} from '@fanshop/adapters/shop';
import { DocumentCookieJar, type CookieJar } from '@fanshop/adapters/storage';
import { ConsoleLogger } from '@fanshop/adapters/time';
import type { AddToCart } from '@fanshop/core/cart';
import type { LoadListing, LoadProduct } from '@fanshop/core/catalog';
import type { CredentialStore, RestoreSession } from '@fanshop/core/session';
import type { Language, Logger, Scheduler } from '@fanshop/core/shared';
import type { ChangeWishlistItem, StartWishlist } from '@fanshop/core/wishlist';

/** The shop API ports the teaser uses. */
export type TeaserGateways = Pick<ShopGateways, 'account' | 'listing' | 'product' | 'cart' | 'wishlist'>;

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

/** The areas the teaser shows; a bundler leaves the others (login, account, content, menus) out. */
const TEASER_AREAS = { catalog: catalogArea, cart: cartArea, wishlist: wishlistArea };

/**
 * The teaser's shop: the adapters' composition of its areas over the shop's cookies (`__uul`,
 * `__uuhlat`), so the teaser's visitor is the storefront's. Merge ids and the user hash live in memory
 * (the default storage): the teaser never logs in, and the news site's own storage stays untouched.
 */
export function createTeaserShop(settings: TeaserSettings, overrides: TeaserOverrides = {}): TeaserShop {
  const shop = composeShopClient(
    {
      apiBaseUrl: settings.apiBaseUrl,
      language: () => settings.language(),
      cookies: overrides.cookies ?? new DocumentCookieJar({ domain: settings.cookieDomain }),
      logger: overrides.logger ?? new ConsoleLogger('[fanshop-teaser]'),
      ...(overrides.scheduler ? { scheduler: overrides.scheduler } : {}),
      ...(settings.onSessionEnded ? { onSessionEnded: settings.onSessionEnded } : {}),
      replace: overrides,
    },
    TEASER_AREAS,
  );
  return {
    restoreSession: shop.session.restore,
    loadListing: shop.catalog.loadListing,
    loadProduct: shop.catalog.loadProduct,
    addToCart: shop.cart.add,
    startWishlist: shop.wishlist.start,
    changeWishlist: shop.wishlist.change,
    hasIdentity: () => shop.identity.hasIdentity(),
  };
}
