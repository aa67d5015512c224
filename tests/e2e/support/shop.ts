import type { ShopUrls } from '../../support/shop-servers';

/** The environment variables the global setup passes the servers' addresses in (workers inherit them). */
export const SHOP_ENV = {
  storefront: 'E2E_STOREFRONT_URL',
  api: 'E2E_API_URL',
  checkout: 'E2E_CHECKOUT_URL',
} as const satisfies Record<keyof ShopUrls, string>;

/** The environment variable the teaser demo's address is passed in. */
export const TEASER_ENV = 'E2E_TEASER_URL';

function read(key: keyof ShopUrls): string {
  const value = process.env[SHOP_ENV[key]];
  if (!value)
    throw new Error(`${SHOP_ENV[key]} is not set: run the browser tests with \`npx playwright test\``);
  return value;
}

/**
 * Where the shop of this run listens. Read when used, not when a spec is loaded: Playwright loads the
 * specs to list their tests before the global setup has started the servers.
 */
export const shop: ShopUrls = {
  get storefront() {
    return read('storefront');
  },
  get api() {
    return read('api');
  },
  get checkout() {
    return read('checkout');
  },
};

/** Where the teaser's demo news page of this run is served (an origin of its own). */
export function teaserUrl(): string {
  const value = process.env[TEASER_ENV];
  if (!value) throw new Error(`${TEASER_ENV} is not set: run the browser tests with \`npx playwright test\``);
  return value;
}
