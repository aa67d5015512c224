/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in hot loops, indexes bounded by the arrays' lengths (rows < size, words < bitset length) */
/** Every indexable page: menu listings, editorial content, products (by sales rank). */
import type { ContentStore, SitemapPageView } from './content/content';
import type { CatalogueIndex } from './index/catalogue-index';
import { parseListingPath, pathOf } from './listing/listing-path';
import { productUrl } from './product/tiles';

export function sitemapOf(
  index: CatalogueIndex,
  content: ContentStore,
): { readonly pages: readonly SitemapPageView[] } {
  const products = index.orders.sales;
  const pages: SitemapPageView[] = [];
  // The menu's listings, in the canonical form of their path in each language; entries that are
  // no listing (the brands pages, the blog) are left to the storefront and the content below.
  const listings = new Set<string>();
  for (const url of content.menuUrls()) {
    const ctx = parseListingPath(index, url);
    if (!ctx || ctx.search) continue;
    const alternates = { en: pathOf(index, ctx, 'en'), de: pathOf(index, ctx, 'de') };
    if (listings.has(alternates.en)) continue;
    listings.add(alternates.en);
    pages.push({ type: 'listing', alternates });
  }
  pages.push(...content.sitemapPages());
  for (let i = 0; i < products.length; i++) {
    const row = products[i]!;
    pages.push({
      type: 'product',
      alternates: { en: productUrl(index, row, 'en'), de: productUrl(index, row, 'de') },
    });
  }
  return { pages };
}
