import type { RouteName } from '@fanshop/core/navigation/routes';
import type { PageModule } from './page-module';

/** The page modules, each its own chunk: only the current page's code loads first. */
const pageImports = {
  home: () => import('../pages/home/home-page'),
  listing: () => import('../pages/listing/listing-page'),
  product: () => import('../pages/product/product-page'),
  brands: () => import('../pages/brands/brands-page'),
  blogListing: () => import('../pages/blog/blog-listing-page'),
  blogArticle: () => import('../pages/blog/blog-article-page'),
  faq: () => import('../pages/faq/faq-page'),
  faqDetail: () => import('../pages/faq/faq-detail-page'),
  staticPage: () => import('../pages/static/static-page'),
  login: () => import('../pages/auth/login-page'),
  register: () => import('../pages/auth/register-page'),
  forgotPassword: () => import('../pages/auth/forgot-password-page'),
  resetPassword: () => import('../pages/auth/reset-password-page'),
  doi: () => import('../pages/auth/doi-page'),
  accountOverview: () => import('../pages/account/overview-page'),
  orders: () => import('../pages/account/orders-page'),
  orderDetails: () => import('../pages/account/order-details-page'),
  deliveryAddress: () => import('../pages/account/delivery-address-page'),
  accountDetails: () => import('../pages/account/account-details-page'),
  wishlist: () => import('../pages/wishlist/wishlist-page'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PageKey = keyof typeof pageImports;

/** Which page renders each route. */
export const PAGE_OF_ROUTE: Readonly<Record<RouteName, PageKey | null>> = {
  home: 'home',
  login: 'login',
  register: 'register',
  forgotPassword: 'forgotPassword',
  resetPassword: 'resetPassword',
  doi: 'doi',
  pdp: 'product',
  guideArticle: 'blogArticle',
  guide: 'blogListing',
  static: 'staticPage',
  services: 'staticPage',
  faq: 'faq',
  faqDetail: 'faqDetail',
  wishlist: 'wishlist',
  brands: 'brands',
  brandsMen: 'brands',
  brandsWomen: 'brands',
  brandsListing: 'listing',
  accountOverview: 'accountOverview',
  orders: 'orders',
  orderDetails: 'orderDetails',
  deliveryAddress: 'deliveryAddress',
  accountDetails: 'accountDetails',
  search: 'listing',
  srp: 'listing',
};

const loaded = new Map<PageKey, PageModule>();

/** Loads a page's module once; later calls answer from memory. */
export async function loadPageModule(key: PageKey): Promise<PageModule> {
  const cached = loaded.get(key);
  if (cached) return cached;
  const module: PageModule = await pageImports[key]();
  loaded.set(key, module);
  return module;
}

/** A page module already loaded, for rendering without waiting. */
export function loadedPageModule(key: PageKey): PageModule | undefined {
  return loaded.get(key);
}
