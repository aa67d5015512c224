import type { ServiceIdentifier } from 'inversify';
import type { Services } from './services';

const token = <T>(name: string) => Symbol.for(`storefront.${name}`) as ServiceIdentifier<T>;

/** The container's token of each service, by its name. */
export const TOKENS: { readonly [K in keyof Services]: ServiceIdentifier<Services[K]> } = {
  config: token('config'),
  scheduler: token('scheduler'),
  logger: token('logger'),
  navigator: token('navigator'),
  scrollLock: token('scrollLock'),
  analytics: token('analytics'),
  router: token('router'),
  pageViews: token('pageViews'),
  session: token('session'),
  doubleOptIn: token('doubleOptIn'),
  cart: token('cart'),
  wishlist: token('wishlist'),
  quickAdd: token('quickAdd'),
  catalogAnalytics: token('catalogAnalytics'),
  listing: token('listing'),
  product: token('product'),
  account: token('account'),
  orders: token('orders'),
  content: token('content'),
  home: token('home'),
  menu: token('menu'),
  searchPanel: token('searchPanel'),
  postedForms: token('postedForms'),
  headerPopups: token('headerPopups'),
};
