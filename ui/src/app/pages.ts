import type { RouteName } from '@fanshop/core/navigation/routes';
import type { PageModule } from './page-module';

/** The page modules, each its own chunk: only the current page's code loads first. */
const pageImports = {
  home: () => import('../pages/home/home-page'),
} satisfies Record<string, () => Promise<PageModule>>;

export type PageKey = keyof typeof pageImports;

/** Which page renders each route. */
export const PAGE_OF_ROUTE: Readonly<Record<RouteName, PageKey | null>> = {
  home: 'home',
  login: null,
  register: null,
  forgotPassword: null,
  resetPassword: null,
  doi: null,
  pdp: null,
  guideArticle: null,
  guide: null,
  static: null,
  services: null,
  faq: null,
  faqDetail: null,
  wishlist: null,
  brands: null,
  brandsMen: null,
  brandsWomen: null,
  brandsListing: null,
  accountOverview: null,
  orders: null,
  orderDetails: null,
  deliveryAddress: null,
  accountDetails: null,
  search: null,
  srp: null,
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
