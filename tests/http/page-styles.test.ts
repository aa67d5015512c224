import { beforeAll, describe, expect, inject, it } from 'vitest';
import { demoCustomerCookies } from '../support/demo-sign-in';

/**
 * Each page type's first paint waits on the entry's stylesheet and its own (ADR 0015): this holds
 * every class a server-rendered page uses, of those the shop styles anywhere, to a rule in a
 * stylesheet the page itself links, so a page or component that forgets its styles fails here rather
 * than painting unstyled until a later navigation happens to load them.
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

/** The classes a stylesheet has rules for (selectors only: declarations and `url()`s left out). */
function classesStyledBy(css: string): Set<string> {
  const selectors = css.replace(/\{[^{}]*\}/g, '{}').replace(/\/\*[\s\S]*?\*\//g, '');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name!));
}

/** The classes of the page's rendered markup (the body; the head has none). */
function classesUsedBy(html: string): Set<string> {
  const body = html.slice(html.indexOf('<body'));
  return new Set(
    [...body.matchAll(/\bclass="([^"]*)"/g)].flatMap(([, list]) => list!.split(/\s+/).filter(Boolean)),
  );
}

const sheets = new Map<string, Set<string>>();
async function styledBy(href: string): Promise<Set<string>> {
  let classes = sheets.get(href);
  if (!classes) sheets.set(href, (classes = classesStyledBy(await text(href))));
  return classes;
}

describe('the stylesheets of each page type', () => {
  const pages: Record<string, { readonly html: string; readonly links: string[] }> = {};
  let styledAnywhere = new Set<string>();

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
    for (const [path, html] of fetched) pages[path] = { html, links: stylesheetsOf(html) };
    // The customer's pages are theirs, not the login page a guest would be sent to.
    for (const path of customerPaths) expect(pages[path]!.html, path).toContain('account-nav');
    const everySheet = [...new Set(Object.values(pages).flatMap((page) => page.links))];
    styledAnywhere = new Set(
      (await Promise.all(everySheet.map(styledBy))).flatMap((classes) => [...classes]),
    );
  });

  it('styles every class a page uses with a stylesheet the page links itself', async () => {
    for (const [path, { html, links }] of Object.entries(pages)) {
      const linked = new Set((await Promise.all(links.map(styledBy))).flatMap((classes) => [...classes]));
      const missing = [...classesUsedBy(html)].filter(
        (name) => styledAnywhere.has(name) && !linked.has(name),
      );
      expect(missing, `${path} uses classes styled only by other pages' stylesheets`).toEqual([]);
    }
  });

  it("links the entry stylesheet first, then the page's own: a listing carries no account or content styles", () => {
    const entry = pages['/']!.links[0];
    expect(entry).toBeDefined();
    for (const [path, { links }] of Object.entries(pages)) expect(links[0], path).toBe(entry);
    const own = (path: string) => pages[path]!.links.slice(1);
    expect(own('/men/').length).toBeGreaterThan(0);
    expect(own('/login/').length).toBeGreaterThan(0);
    expect(own('/blog/').length).toBeGreaterThan(0);
    for (const sheet of [...own('/login/'), ...own('/blog/')]) {
      expect(own('/men/'), `${sheet} on the listing`).not.toContain(sheet);
    }
  });
});
