import type { AuthGateway } from '@fanshop/core/session';
import type { AccountGateway } from '@fanshop/core/account';
import type { CartGateway } from '@fanshop/core/cart';
import type { WishlistGateway } from '@fanshop/core/wishlist';
import type { ListingGateway, ProductGateway, SitemapGateway } from '@fanshop/core/catalog';
import type { HeaderGateway } from '@fanshop/core/header';
import type { ContentGateway } from '@fanshop/core/content';

/** Every port of the shop API, by area: what `createShop` wires the core's use cases onto. */
export interface ShopGateways {
  readonly auth: AuthGateway;
  readonly account: AccountGateway;
  readonly cart: CartGateway;
  readonly wishlist: WishlistGateway;
  readonly listing: ListingGateway;
  readonly product: ProductGateway;
  readonly header: HeaderGateway;
  readonly content: ContentGateway;
  readonly sitemap: SitemapGateway;
}
