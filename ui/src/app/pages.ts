import type { RouteName } from '@fanshop/core/navigation';
import type { PageModule } from './page-module';
import { PAGE_FILES, type PageKey } from './page-files';

const pageImports = import.meta.glob<PageModule>('../pages/*/*-page.tsx');

export type { PageKey };

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
  const load = pageImports[`../pages/${PAGE_FILES[key]}.tsx`];
  if (!load) throw new Error(`no page module for ${key}`);
  const module = await load();
  loaded.set(key, module);
  return module;
}

/** A page module already loaded, for rendering without waiting. */
export function loadedPageModule(key: PageKey): PageModule | undefined {
  return loaded.get(key);
}
