import { beforeAll, describe, expect, inject, it } from 'vitest';
import { demoCustomerCookies } from '../support/demo-sign-in';

/**
 * A page's first paint waits on one stylesheet, the same for every page type (ADR 0015): a second
 * render-blocking stylesheet costs a first visit a round trip before anything is painted, more than
 * the bytes it would save. A page module or component that imports styles of its own fails here.
 */

const shop = inject('shop');

async function text(path: string, cookie?: string): Promise<string> {
  const res = await fetch(`${shop.storefront}${path}`, { headers: cookie ? { cookie } : {} });
  expect(res.ok || res.status === 404, `${path} answered ${res.status}`).toBe(true);
  return res.text();
}

/** The stylesheets a page links in its head. */
function stylesheetsOf(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="stylesheet"[^>]*\bhref="([^"]+)"/g)].map(([, href]) => href!);
}

describe('the stylesheets of each page type', () => {
  const pages: Record<string, string> = {};

  beforeAll(async () => {
    const listing = await text('/men/');
    const product = /href="(\/p\/[^"]+\/)"/.exec(listing)?.[1];
    const article = /href="(\/blog\/article\/[^"]+\/)"/.exec(await text('/blog/'))?.[1];
    expect(product).toBeDefined();
    expect(article).toBeDefined();
    const customer = `${await demoCustomerCookies(shop.api, 'vk@fanshop.test')}; i18next=en-US`;
    const guestPaths = [
      '/',
      '/men/',
      '/search/?q=jersey',
      product!,
      '/marken/',
      '/blog/',
      article!,
      '/faq/',
      '/faq/orders/',
      '/static/imprint/',
      '/services/shipping/',
      '/login/',
      '/register/',
      '/forgot-password/',
      '/wishlist/',
      '/no-such-page/',
      '/de/herren/',
    ];
    const customerPaths = [
      '/my-account/',
      '/my-account/orders/',
      '/my-account/delivery-address/',
      '/my-account/account-details/',
    ];
    const fetched = await Promise.all([
      ...guestPaths.map(async (path) => [path, await text(path)] as const),
      ...customerPaths.map(async (path) => [path, await text(path, customer)] as const),
    ]);
    for (const [path, html] of fetched) pages[path] = html;
    // The customer's pages are theirs, not the login page a guest would be sent to.
    for (const path of customerPaths) expect(pages[path], path).toContain('account-nav');
  });

  it('links one stylesheet, the same on every page type, and it styles the page', async () => {
    const [sheet] = stylesheetsOf(pages['/']!);
    expect(sheet).toMatch(/^\/assets\/[\w-]+\.css$/);
    for (const [path, html] of Object.entries(pages)) expect(stylesheetsOf(html), path).toEqual([sheet]);
    const css = await text(sheet!);
    for (const rule of ['.product-tile', '.listing-page', '.account-nav', '.faq-item', '.home-hero']) {
      expect(css, rule).toContain(rule);
    }
  });
});
