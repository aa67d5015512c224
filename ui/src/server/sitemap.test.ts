import { describe, expect, it } from 'vitest';
import type { SitemapPage } from '@fanshop/core/catalog';
import { FakeScheduler } from '@fanshop/core/testing';
import { sitemapXml } from './sitemap';
import { SitemapCache } from './sitemap-cache';

const ORIGIN = 'https://shop.test';

const listing: SitemapPage = { kind: 'listing', paths: { 'en-US': '/men/', 'de-AT': '/herren/' } };
const product: SitemapPage = {
  kind: 'product',
  paths: { 'en-US': '/p/ball-1/', 'de-AT': '/p/ball-de-1/' },
  lastModified: '2026-03-01T10:00:00.000Z',
};

function urlBlocks(xml: string): string[] {
  return xml.match(/<url>[\s\S]*?<\/url>/g) ?? [];
}

describe('given a listing and a product with translated paths', () => {
  const xml = sitemapXml([listing, product], ORIGIN);

  it('when the sitemap is built, then it is a urlset with the xhtml namespace', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('when the sitemap is built, then every page is listed once per language with absolute URLs', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://shop.test/men/',
      'https://shop.test/de/herren/',
      'https://shop.test/p/ball-1/',
      'https://shop.test/de/p/ball-de-1/',
    ]);
  });

  it('when the sitemap is built, then each URL links every language and x-default', () => {
    for (const block of urlBlocks(xml).slice(0, 2)) {
      expect(block).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://shop.test/men/"/>');
      expect(block).toContain(
        '<xhtml:link rel="alternate" hreflang="de" href="https://shop.test/de/herren/"/>',
      );
      expect(block).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.test/men/"/>',
      );
    }
  });

  it('when a page has a change date, then it is its lastmod as a W3C date', () => {
    expect(urlBlocks(xml)[2]).toContain('<lastmod>2026-03-01</lastmod>');
    expect(urlBlocks(xml)[0]).not.toContain('<lastmod>');
  });
});

describe('given pages with markup characters and pages in not-indexed areas', () => {
  const pages: SitemapPage[] = [
    { kind: 'article', paths: { 'en-US': '/blog/article/a&b<c>"\'/', 'de-AT': '/blog/article/ä/' } },
    { kind: 'listing', paths: { 'en-US': '/search/', 'de-AT': '/search/' } },
    { kind: 'static', paths: { 'en-US': '/wishlist/', 'de-AT': '/wishlist/' } },
    { kind: 'static', paths: { 'en-US': '/my-account/orders/', 'de-AT': '/my-account/orders/' } },
  ];
  const xml = sitemapXml(pages, 'https://shop.test?x=1&y=2');

  it('when the sitemap is built, then nothing can break out of the XML', () => {
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(xml).not.toContain('<c>');
    expect(xml).toContain('https://shop.test?x=1&amp;y=2');
    // Umlauts and other non-ASCII characters are percent-encoded.
    expect(xml).toContain('/de/blog/article/%C3%A4/');
  });

  it('when the sitemap is built, then the not-indexed areas are absent in every language', () => {
    expect(xml).not.toContain('/search/');
    expect(xml).not.toContain('/wishlist/');
    expect(xml).not.toContain('/my-account/');
    expect(urlBlocks(xml)).toHaveLength(2);
  });
});

describe('given a sitemap cache', () => {
  it('when asked again within the time to live, then it builds once; after it, again', async () => {
    const clock = new FakeScheduler(0);
    let builds = 0;
    const cache = new SitemapCache(
      async () => `xml ${++builds}`,
      1000,
      () => clock.now(),
    );
    expect(await Promise.all([cache.get(), cache.get()])).toEqual(['xml 1', 'xml 1']);
    clock.advance(999);
    expect(await cache.get()).toBe('xml 1');
    clock.advance(1);
    expect(await cache.get()).toBe('xml 2');
  });

  it('when a rebuild fails, then the last good sitemap is served; without one, the failure is passed on', async () => {
    const clock = new FakeScheduler(0);
    let fail = true;
    const cache = new SitemapCache(
      async () => {
        if (fail) throw new Error('api down');
        return 'xml';
      },
      1000,
      () => clock.now(),
    );
    await expect(cache.get()).rejects.toThrow('api down');
    fail = false;
    expect(await cache.get()).toBe('xml');
    fail = true;
    clock.advance(5000);
    expect(await cache.get()).toBe('xml');
  });
});
