import { describe, expect, it } from 'vitest';
import { LoadSitemap } from './load-sitemap.js';
import { InMemorySitemapGateway } from './testing/in-memory-sitemap-gateway.js';

describe('given the API lists a listing, a product and a duplicate of the home page', () => {
  const gateway = new InMemorySitemapGateway().with(
    { kind: 'listing', paths: { 'en-US': '/men/', 'de-AT': '/herren/' } },
    {
      kind: 'product',
      paths: { 'en-US': '/p/ball-1/', 'de-AT': '/p/ball-de-1/' },
      lastModified: '2026-01-02',
    },
    { kind: 'listing', paths: { 'en-US': '/', 'de-AT': '/' } },
  );

  it('when the sitemap is loaded, then home and the brands pages come first and every path once', async () => {
    const pages = await new LoadSitemap(gateway).execute();
    expect(pages.map((page) => page.paths['en-US'])).toEqual([
      '/',
      '/marken/',
      '/marken/men/',
      '/marken/women/',
      '/men/',
      '/p/ball-1/',
    ]);
    expect(pages[0]).toEqual({ kind: 'home', paths: { 'en-US': '/', 'de-AT': '/' } });
    expect(pages.at(-1)?.lastModified).toBe('2026-01-02');
  });
});

describe('given paths that differ only in letters that fold alike in capitals', () => {
  it('when the sitemap is loaded, then both stay: paths are compared in small letters', async () => {
    const gateway = new InMemorySitemapGateway().with(
      { kind: 'listing', paths: { 'en-US': '/straße/', 'de-AT': '/straße/' } },
      { kind: 'listing', paths: { 'en-US': '/STRASSE/', 'de-AT': '/strasse/' } },
      { kind: 'listing', paths: { 'en-US': '/Men/', 'de-AT': '/herren/' } },
      { kind: 'listing', paths: { 'en-US': '/men/', 'de-AT': '/herren/' } },
    );
    const pages = await new LoadSitemap(gateway).execute();
    expect(pages.slice(4).map((page) => page.paths['en-US'])).toEqual(['/straße/', '/STRASSE/', '/Men/']);
  });

  it('when the storefront’s own pages are listed, then they are home and the brands pages, so named', async () => {
    const pages = await new LoadSitemap(new InMemorySitemapGateway()).execute();
    expect(pages.map((page) => page.kind)).toEqual(['home', 'brands', 'brands', 'brands']);
  });
});

describe('given the API fails', () => {
  it('when the sitemap is loaded, then it rejects rather than listing the shop half', async () => {
    const gateway = new InMemorySitemapGateway();
    gateway.failure = new Error('down');
    await expect(new LoadSitemap(gateway).execute()).rejects.toThrow('down');
  });
});
