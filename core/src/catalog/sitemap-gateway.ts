import type { Language } from '../shared/language.js';

/** What kind of page a sitemap entry is. */
export type SitemapPageKind =
  'home' | 'listing' | 'brands' | 'product' | 'blog' | 'article' | 'faq' | 'static';

/** One indexable page of the shop with its app path in every language (without language prefix). */
export interface SitemapPage {
  readonly kind: SitemapPageKind;
  readonly paths: Readonly<Record<Language, string>>;
  /** ISO 8601 date of the last change, when known. */
  readonly lastModified?: string;
}

/**
 * The shop API's list of indexable pages (`GET /api/v1/sitemap/`): the department, category, sport
 * and brand listings of the menu, every product, and the editorial pages, each with its path per
 * language.
 */
export interface SitemapGateway {
  /** Every listed page; pages the API names in one language only are dropped by the adapter. */
  pages(): Promise<readonly SitemapPage[]>;
}
