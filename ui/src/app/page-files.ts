/** Each page's module under `src/pages/` (without `.tsx`); each is its own chunk, so only the current page's code loads first. */
export const PAGE_FILES = {
  home: 'home/home-page',
  listing: 'listing/listing-page',
  product: 'product/product-page',
  brands: 'brands/brands-page',
  blogListing: 'blog/blog-listing-page',
  blogArticle: 'blog/blog-article-page',
  faq: 'faq/faq-page',
  faqDetail: 'faq/faq-detail-page',
  staticPage: 'static/static-page',
  login: 'auth/login-page',
  register: 'auth/register-page',
  forgotPassword: 'auth/forgot-password-page',
  resetPassword: 'auth/reset-password-page',
  doi: 'auth/doi-page',
  accountOverview: 'account/overview-page',
  orders: 'account/orders-page',
  orderDetails: 'account/order-details-page',
  deliveryAddress: 'account/delivery-address-page',
  accountDetails: 'account/account-details-page',
  wishlist: 'wishlist/wishlist-page',
} as const;

export type PageKey = keyof typeof PAGE_FILES;

/**
 * The pages worded with the account texts (`account`, `auth`, `forms`), which the browser loads apart
 * from its language's first messages (`loadAccountMessages`), beside such a page's code; the server
 * preloads them on these pages (`server/preloads.ts`).
 */
export const ACCOUNT_TEXT_PAGES: ReadonlySet<PageKey> = new Set<PageKey>([
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'doi',
  'accountOverview',
  'orders',
  'orderDetails',
  'deliveryAddress',
  'accountDetails',
]);

/** The page's source file as the build knows it (its manifest key). */
export function pageSource(key: PageKey): string {
  return `src/pages/${PAGE_FILES[key]}.tsx`;
}
