import { HttpAccountGateway } from '../gateways/http-account-gateway.js';
import { HttpAuthGateway } from '../gateways/http-auth-gateway.js';
import { HttpCartGateway } from '../gateways/http-cart-gateway.js';
import { HttpContentGateway } from '../gateways/http-content-gateway.js';
import { HttpHeaderGateway } from '../gateways/http-header-gateway.js';
import { HttpListingGateway } from '../gateways/http-listing-gateway.js';
import { HttpProductGateway } from '../gateways/http-product-gateway.js';
import { HttpSitemapGateway } from '../gateways/http-sitemap-gateway.js';
import { HttpWishlistGateway } from '../gateways/http-wishlist-gateway.js';
import { wireAccount, type AccountUseCases } from './areas/account.js';
import { wireCart, type CartUseCases } from './areas/cart.js';
import { wireCatalog, type CatalogUseCases } from './areas/catalog.js';
import { wireContent } from './areas/content.js';
import { wireHeader, type HeaderUseCases } from './areas/header.js';
import { wireSession, type SessionUseCases } from './areas/session.js';
import { wireWishlist, type WishlistUseCases } from './areas/wishlist.js';
import type { ContentUseCases } from '@fanshop/core/content';
import type { HttpGatewayMakers, HttpPorts, ShopArea } from './shop-area.js';

// Each port over HTTP is made by a named function, and each area's use cases by one: an area object
// names functions only. A bundler keeps a spread or a property read of another object (either could
// run a getter), and with it everything that object reaches; a function named but unused it drops.
const auth = ({ client }: HttpPorts) => new HttpAuthGateway(client);
const account = ({ client }: HttpPorts) => new HttpAccountGateway(client);
// Cart and wishlist calls always carry a request id: a guest gets one on the first call.
const cart = ({ client, ensureRequestId }: HttpPorts) => new HttpCartGateway(client, ensureRequestId);
const wishlist = ({ client, ensureRequestId, scheduler }: HttpPorts) =>
  new HttpWishlistGateway(client, ensureRequestId, scheduler);

/** The session core's ports over HTTP: in every composition. */
export const sessionCoreOverHttp: HttpGatewayMakers<'auth' | 'account'> = { auth, account };

/**
 * Logging in and registering (with the guest cart and wishlist merged, so it writes to both),
 * the account's deletion, the password reset and the double opt-in; read under `session`.
 */
export const sessionArea: ShopArea<'auth' | 'account' | 'cart' | 'wishlist', SessionUseCases> = {
  overHttp: { auth, account, cart, wishlist },
  wire: wireSession,
};

/** Listings, products and the sitemap. */
export const catalogArea: ShopArea<'listing' | 'product' | 'sitemap', CatalogUseCases> = {
  overHttp: {
    listing: ({ client }) => new HttpListingGateway(client),
    product: ({ client }) => new HttpProductGateway(client),
    sitemap: ({ client }) => new HttpSitemapGateway(client),
  },
  wire: wireCatalog,
};

/** The cart. */
export const cartArea: ShopArea<'cart', CartUseCases> = { overHttp: { cart }, wire: wireCart };

/** The wishlist. */
export const wishlistArea: ShopArea<'wishlist', WishlistUseCases> = {
  overHttp: { wishlist },
  wire: wireWishlist,
};

/** A customer's account: personal data, password, shipping addresses and orders. */
export const accountArea: ShopArea<'account', AccountUseCases> = {
  overHttp: { account },
  wire: wireAccount,
};

/** The header's menus. */
export const headerArea: ShopArea<'header', HeaderUseCases> = {
  overHttp: { header: ({ client, scheduler }) => new HttpHeaderGateway(client, scheduler) },
  wire: wireHeader,
};

/** Brands, the blog, the FAQ and the static pages. */
export const contentArea: ShopArea<'content', ContentUseCases> = {
  overHttp: { content: ({ client }) => new HttpContentGateway(client) },
  wire: wireContent,
};

/** Every area of the shop over HTTP, under the names `createShopClient` answers them by. */
export const SHOP_AREAS = {
  session: sessionArea,
  catalog: catalogArea,
  cart: cartArea,
  wishlist: wishlistArea,
  account: accountArea,
  header: headerArea,
  content: contentArea,
} as const;
