import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoadSitemap } from '@fanshop/core/catalog';
import { startApi, type RunningApi } from './support/api-server';
import { storefront } from './support/storefront';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('given the sitemap gateway against the reference API', () => {
  it('when loading the pages, then listings, products and every kind of content come with both paths', async () => {
    const pages = await storefront(api.url).sitemap.pages();
    const kinds = new Set(pages.map((page) => page.kind));
    expect([...kinds].sort()).toEqual(['article', 'blog', 'faq', 'listing', 'product', 'static']);
    expect(pages).toContainEqual({ kind: 'listing', paths: { 'en-US': '/men/', 'de-AT': '/herren/' } });
    for (const page of pages) {
      expect(page.paths['en-US']).toMatch(/^\/.*\/$/);
      expect(page.paths['de-AT']).toMatch(/^\/.*\/$/);
    }
  });

  it('when the use case adds the storefront pages, then home and the brands pages lead, each path once', async () => {
    const pages = await new LoadSitemap(storefront(api.url).sitemap).execute();
    expect(pages.slice(0, 4).map((page) => page.paths['en-US'])).toEqual([
      '/',
      '/marken/',
      '/marken/men/',
      '/marken/women/',
    ]);
    const paths = pages.map((page) => page.paths['en-US'].toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('when a listed page is loaded in German, then its own alternates are the paths the sitemap names', async () => {
    const shop = storefront(api.url, 'de-AT');
    const pages = await shop.sitemap.pages();
    const product = pages.find((page) => page.kind === 'product')!;
    const detail = (await shop.product.getProduct(product.paths['de-AT'], 'de-AT', 'vk'))!;
    expect(detail.alternates).toEqual(product.paths);
    const listing = pages.find((page) => page.kind === 'listing' && page.paths['en-US'] === '/men/jerseys/')!;
    const loaded = (await shop.listing.getListing({
      path: listing.paths['de-AT'],
      query: { filters: [] },
      priceType: 'vk',
      language: 'de-AT',
    }))!;
    expect(loaded.seo.alternates).toEqual(listing.paths);
    const article = pages.find((page) => page.kind === 'article')!;
    const content = (await shop.content.blogArticle(article.paths['de-AT'], 'de-AT', 'vk'))!;
    expect(content.seo?.alternates).toEqual(article.paths);
  });
});
