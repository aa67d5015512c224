import { describe, expect, inject, it } from 'vitest';

const shop = inject('shop');

async function page(path: string, init: RequestInit = {}) {
  const res = await fetch(`${shop.storefront}${path}`, { redirect: 'manual', ...init });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

describe('server-rendered pages', () => {
  it('home renders on the server with its head tags and security headers', async () => {
    const { status, headers, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toContain('<link rel="canonical"');
    expect(html).toContain('hreflang="de"');
    expect(html).toContain('id="shop-boot"');
    expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBeTruthy();
  });

  it("a page's boot state holds the stores the page used, not every store of the shop", async () => {
    const { html } = await page('/men/');
    const boot = JSON.parse(
      /<script id="shop-boot" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}',
    ) as {
      state?: Record<string, unknown>;
    };
    const keys = Object.keys(boot.state ?? {});
    expect(keys).toEqual(expect.arrayContaining(['router', 'session', 'listing', 'menus']));
    for (const unused of ['product', 'home', 'orders']) expect(keys).not.toContain(unused);
  });

  it("a page's scripts and styles are sent compressed, cached for a year, with the page's chunks preloaded", async () => {
    const { html } = await page('/men/');
    const named = (id: string) =>
      JSON.parse(
        new RegExp(`<script id="${id}" type="application/json">(.*?)</script>`).exec(html)?.[1] ?? '{}',
      ) as {
        scripts?: string[];
        preload?: string[];
      };
    const preloads = named('shop-page-modules').preload ?? [];
    expect(preloads.some((href) => /\/assets\/listing-page-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    expect(preloads.some((href) => /\/assets\/en-US-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    const entry = named('shop-scripts').scripts?.[0];
    const styles = /<link rel="stylesheet" crossorigin href="([^"]+)">/.exec(html)?.[1];
    for (const [asset, encoding] of [
      [entry, 'br'],
      [styles, 'gzip'],
    ] as const) {
      expect(asset).toBeDefined();
      const res = await fetch(`${shop.storefront}${asset}`, { headers: { 'accept-encoding': encoding } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('cache-control')).toContain('immutable');
      expect((await res.text()).length).toBeGreaterThan(1000);
    }
  });

  it('a path without its trailing slash is redirected permanently', async () => {
    const { status, headers } = await page('/de');
    expect(status).toBe(301);
    expect(headers.get('location')).toBe('/de/');
  });

  it('German pages are served under /de/ with the German language attribute, the same for every guest', async () => {
    const { status, html, headers } = await page('/de/');
    expect(status).toBe(200);
    expect(html).toContain('<html lang="de-AT">');
    // The browser remembers the language (composition/language-memory.ts): the page sets no cookie, so a
    // shared cache may keep it, and a guest with another language cookie gets the very same page.
    expect(headers.get('set-cookie')).toBeNull();
    const other = await page('/de/', {
      headers: { cookie: 'i18next=en-US; __uuhlat=u3f1c2a4e-6a1b-4c2d-9e3f-0a1b2c3d4e5f' },
    });
    expect(other.headers.get('set-cookie')).toBeNull();
    expect(other.headers.get('etag')).toBe(headers.get('etag'));
  });

  it('a failed route validation is a 404 page; a bot gets the bare status', async () => {
    const human = await page('/my-account/order-details/not-a-uuid/');
    expect(human.status).toBe(404);
    expect(human.html).toContain('404');
    const bot = await page('/my-account/order-details/not-a-uuid/', {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(bot.status).toBe(404);
    expect(bot.html).not.toContain('id="shop-boot"');
  });

  it('robots.txt allows the shop, keeps crawlers out of personal pages and names the sitemap', async () => {
    const { status, headers, html } = await page('/robots.txt');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/plain/);
    expect(html).toContain('Disallow: /my-account/');
    expect(html).toContain('Disallow: /de/search/');
    expect(html).toContain(`Sitemap: ${shop.storefront}/sitemap.xml`);
  });

  it('sitemap.xml lists pages in both languages with their alternates, from the API', async () => {
    const { status, headers, html } = await page('/sitemap.xml');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^application\/xml/);
    expect(html).toContain(`<loc>${shop.storefront}/</loc>`);
    expect(html).toContain(`<loc>${shop.storefront}/de/herren/</loc>`);
    expect(html).toContain(
      `<xhtml:link rel="alternate" hreflang="de" href="${shop.storefront}/de/herren/"/>`,
    );
    expect(html).toMatch(/<loc>[^<]+\/p\/[^<]+<\/loc>/);
    expect(html).toContain('/blog/article/');
    expect(html).not.toContain('/my-account/');
  });

  it("a listing's hreflang alternates point at its path in each language", async () => {
    const { status, html } = await page('/men/jerseys/');
    expect(status).toBe(200);
    expect(html).toContain(
      `<link rel="alternate" hreflang="de" href="${shop.storefront}/de/herren/trikots/">`,
    );
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${shop.storefront}/men/jerseys/">`);
    // The language switch follows the translated path too.
    expect(html).toContain('href="/de/herren/trikots/"');
  });

  it('hostile URLs render or 404 with nothing injected', async () => {
    const { status, html } = await page('/search/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(status).toBeLessThan(500);
    expect(html).not.toContain('<script>alert(1)</script>');
  });
});
