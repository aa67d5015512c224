import type { AuthGateway } from '@fanshop/core/session';
import type { AccountGateway } from '@fanshop/core/account';
import type { CartGateway } from '@fanshop/core/cart';
import type { WishlistGateway } from '@fanshop/core/wishlist';
import type { ListingGateway, ProductGateway, SitemapGateway } from '@fanshop/core/catalog';
import type { HeaderGateway } from '@fanshop/core/header';
import type { ContentGateway } from '@fanshop/core/content';

/** Every port of the shop API, by area. */
export interface Gateways {
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

/**
 * A port whose implementation arrives later: each call waits for it, then goes through. Every gateway
 * method answers a promise, so a caller cannot tell the difference, except that the first call also
 * waits for the code.
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  return new Proxy({} as T, {
    get(_target, key) {
      // Not a thenable (awaiting the port itself must not call the API), and no symbol lookups.
      if (key === 'then' || typeof key === 'symbol') return undefined;
      return async (...args: unknown[]) => {
        const port = (await load()) as Record<string, (...a: unknown[]) => unknown>;
        const method = port[key];
        if (typeof method !== 'function') throw new TypeError(`the port has no method ${key}`);
        return method.apply(port, args);
      };
    },
  });
}
