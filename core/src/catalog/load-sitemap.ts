import { BRANDS_PAGE_GENDERS, brandsPagePath } from '../navigation/brands-path.js';
import { LANGUAGES } from '../shared/language.js';
import type { SitemapGateway, SitemapPage } from './sitemap-gateway.js';

/** A page whose path is the same in every language (only the prefix differs). */
function samePathEverywhere(kind: SitemapPage['kind'], path: string): SitemapPage {
  return {
    kind,
    paths: Object.fromEntries(LANGUAGES.map((language) => [language, path])) as SitemapPage['paths'],
  };
}

/** The storefront's own pages, which the API does not know: home and the brands pages. */
export function storefrontPages(): readonly SitemapPage[] {
  return [
    samePathEverywhere('home', '/'),
    ...BRANDS_PAGE_GENDERS.map((gender) => samePathEverywhere('brands', brandsPagePath(gender))),
  ];
}

/**
 * Loads the shop's indexable pages for the sitemap: home and the brands pages first, then the API's
 * listings, products and content, each path once (the first entry for a path wins, compared
 * case-insensitively in the default language). A failing call rejects: a sitemap with the catalogue
 * missing is worse than none.
 */
export class LoadSitemap {
  constructor(private readonly gateway: SitemapGateway) {}

  async execute(): Promise<readonly SitemapPage[]> {
    const pages = [...storefrontPages(), ...(await this.gateway.pages())];
    const seen = new Set<string>();
    return pages.filter((page) => {
      const key = page.paths[LANGUAGES[0]].toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
}
