import { beforeAll, describe, expect, inject, it } from 'vitest';
import { searchQueryParam } from '@fanshop/core/search';

/**
 * The head of every page type as the server sends it, read over HTTP: status, title, description,
 * canonical and hreflang, robots, Open Graph, caching, security headers and JSON-LD. What
 * ssr-pages.test.ts already covers (home's head tags and headers exist, the /de/ redirect and
 * cookie, bot 404s, robots.txt, sitemap, a listing's translated alternates) is not repeated here.
 */

const shop = inject('shop');
const origin = shop.storefront;

interface Page {
  readonly status: number;
  readonly headers: Headers;
  readonly html: string;
  readonly head: string;
}

async function get(path: string, init: RequestInit = {}): Promise<Page> {
  const res = await fetch(`${origin}${path}`, { redirect: 'manual', ...init });
  const html = await res.text();
  const end = html.indexOf('</head>');
  return { status: res.status, headers: res.headers, html, head: end < 0 ? '' : html.slice(0, end) };
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

/** Every tag of a kind in the head, with its attributes decoded. */
function tags(head: string, name: 'meta' | 'link'): Record<string, string>[] {
  return [...head.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, attrs]) =>
    Object.fromEntries(
      [...attrs!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k!.toLowerCase(), decode(v!)]),
    ),
  );
}

const titles = (head: string) => [...head.matchAll(/<title>([^<]*)<\/title>/g)].map(([, t]) => decode(t!));
const metaNamed = (head: string, name: string) =>
  tags(head, 'meta')
    .filter((m) => m.name === name)
    .map((m) => m.content);
const og = (head: string, property: string) =>
  tags(head, 'meta')
    .filter((m) => m.property === property)
    .map((m) => m.content);
const canonicals = (head: string) =>
  tags(head, 'link')
    .filter((l) => l.rel === 'canonical')
    .map((l) => l.href);
const hreflangs = (head: string) =>
  Object.fromEntries(
    tags(head, 'link')
      .filter((l) => l.rel === 'alternate' && l.hreflang)
      .map((l) => [l.hreflang!, l.href!]),
  );

/** Every JSON-LD block of the document, parsed (a block that is not JSON fails the parse). */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body!) as Record<string, unknown>,
  );
}

const ofType = (blocks: Record<string, unknown>[], type: string) => blocks.filter((b) => b['@type'] === type);

interface BreadcrumbList {
  itemListElement: { '@type': string; position: number; name: string; item: string }[];
}

/** A BreadcrumbList whose steps count from 1, each named, each an absolute URL of the shop. */
function expectBreadcrumbs(block: Record<string, unknown> | undefined, firstUrl: string): void {
  expect(block).toBeDefined();
  const { itemListElement } = block as unknown as BreadcrumbList;
  expect(itemListElement.length).toBeGreaterThanOrEqual(2);
  itemListElement.forEach((step, i) => {
    expect(step['@type']).toBe('ListItem');
    expect(step.position).toBe(i + 1);
    expect(step.name.trim()).not.toBe('');
    expect(step.item.startsWith(`${origin}/`)).toBe(true);
  });
  expect(itemListElement[0]!.item).toBe(firstUrl);
}

/** Security headers every storefront answer carries, errors and redirects included. */
function expectSecurityHeaders(headers: Headers): void {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  // The shop's own scripts and the one inline script, the module loader, by its hash: nothing else inline.
  expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/]+=*'(;|$)/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
}

/** The seeded catalogue's first men's product: its path in English and German, from the API. */
let product: { en: string; de: string };
const ARTICLE = { en: '/blog/article/new-home-jersey-2026/', de: '/de/blog/article/neues-heimtrikot-2026/' };

beforeAll(async () => {
  const listing = (await (await fetch(`${shop.api}/api/v1/listing/?path=/men/`)).json()) as {
    products: { url: string }[];
  };
  const en = listing.products[0]?.url;
  if (!en) throw new Error('the seeded catalogue has no men products');
  // The German path is the one the English page names as its German alternate.
  const page = await get(en);
  const de = hreflangs(page.head).de;
  if (!de) throw new Error(`${en} names no German alternate`);
  product = { en, de: de.slice(origin.length) };
});

interface Indexable {
  readonly name: string;
  readonly path: () => string;
  /** Canonical path and the English and German paths of the hreflang links. */
  readonly canonical: () => string;
  readonly en: () => string;
  readonly de: () => string;
  readonly locale: 'en_US' | 'de_AT';
}

const indexable: Indexable[] = [
  { name: 'home', path: () => '/', canonical: () => '/', en: () => '/', de: () => '/de/', locale: 'en_US' },
  {
    name: 'listing',
    path: () => '/men/',
    canonical: () => '/men/',
    en: () => '/men/',
    de: () => '/de/herren/',
    locale: 'en_US',
  },
  {
    name: 'listing with one filter (canonical: the unfiltered listing)',
    path: () => '/men/?filters=2001',
    canonical: () => '/men/',
    en: () => '/men/',
    de: () => '/de/herren/',
    locale: 'en_US',
  },
  {
    name: 'listing page 2 (its own canonical; hreflang to page 2 in each language)',
    path: () => '/men/?page=2',
    canonical: () => '/men/?page=2',
    en: () => '/men/?page=2',
    de: () => '/de/herren/?page=2',
    locale: 'en_US',
  },
  {
    name: 'product',
    path: () => product.en,
    canonical: () => product.en,
    en: () => product.en,
    de: () => product.de,
    locale: 'en_US',
  },
  {
    name: 'brands',
    path: () => '/marken/',
    canonical: () => '/marken/',
    en: () => '/marken/',
    de: () => '/de/marken/',
    locale: 'en_US',
  },
  {
    name: 'blog article',
    path: () => ARTICLE.en,
    canonical: () => ARTICLE.en,
    en: () => ARTICLE.en,
    de: () => ARTICLE.de,
    locale: 'en_US',
  },
  {
    name: 'FAQ',
    path: () => '/faq/',
    canonical: () => '/faq/',
    en: () => '/faq/',
    de: () => '/de/faq/',
    locale: 'en_US',
  },
  {
    name: 'static page',
    path: () => '/static/imprint/',
    canonical: () => '/static/imprint/',
    en: () => '/static/imprint/',
    de: () => '/de/static/impressum/',
    locale: 'en_US',
  },
  {
    name: 'German home',
    path: () => '/de/',
    canonical: () => '/de/',
    en: () => '/',
    de: () => '/de/',
    locale: 'de_AT',
  },
  {
    name: 'German product',
    path: () => product.de,
    canonical: () => product.de,
    en: () => product.en,
    de: () => product.de,
    locale: 'de_AT',
  },
];

describe('indexable pages: one title, description, canonical, hreflang, Open Graph', () => {
  it.each(indexable)('$name', async (page) => {
    const { status, headers, head, html } = await get(page.path());
    expect(status).toBe(200);
    const [title, ...moreTitles] = titles(head);
    expect(moreTitles).toEqual([]);
    expect(title?.trim()).toBeTruthy();
    const descriptions = metaNamed(head, 'description');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]!.trim().length).toBeGreaterThan(10);
    expect(metaNamed(head, 'robots')).toEqual([]);

    const canonical = origin + page.canonical();
    expect(canonicals(head)).toEqual([canonical]);
    expect(hreflangs(head)).toEqual({
      en: origin + page.en(),
      de: origin + page.de(),
      'x-default': origin + page.en(),
    });

    expect(og(head, 'og:url')).toEqual([canonical]);
    expect(og(head, 'og:title')).toEqual([title]);
    expect(og(head, 'og:description')).toEqual(descriptions);
    expect(og(head, 'og:locale')).toEqual([page.locale]);
    expect(og(head, 'og:site_name')[0]?.trim()).toBeTruthy();
    expect(og(head, 'og:type')).toHaveLength(1);
    for (const image of og(head, 'og:image')) expect(image).toMatch(/^https?:\/\//);

    // A guest's page holds nothing personal: shared caches may keep it (docs/deploy.md), browsers revalidate.
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('cdn-cache-control')).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(headers.get('x-accel-expires')).toMatch(/^\d+$/);
    expect(headers.get('vary')).toBe('Accept-Encoding');
    expect(headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expectSecurityHeaders(headers);
    expect(() => jsonLd(html)).not.toThrow();
  });
});

describe('pages kept out of the index', () => {
  const noindex = (head: string) => expect(metaNamed(head, 'robots')).toEqual(['noindex, follow']);

  it('a listing with two filters is noindex, with the unfiltered listing as canonical, shared like a listing', async () => {
    const { status, headers, head } = await get('/men/?filters=2001,3003');
    expect(status).toBe(200);
    noindex(head);
    expect(canonicals(head)).toEqual([`${origin}/men/`]);
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('cdn-cache-control')).toBe('public, max-age=120, stale-while-revalidate=600');
    expect(headers.get('x-accel-expires')).toBe('120');
  });

  it('search results are noindex with /search/ as canonical, the query nowhere in a URL', async () => {
    const { status, headers, head } = await get('/search/?q=jersey');
    expect(status).toBe(200);
    noindex(head);
    expect(titles(head)[0]).toContain('jersey');
    expect(canonicals(head)).toEqual([`${origin}/search/`]);
    expect(og(head, 'og:url')).toEqual([`${origin}/search/`]);
    expect(hreflangs(head).de).toBe(`${origin}/de/search/`);
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('cdn-cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(headers.get('x-accel-expires')).toBe('60');
  });

  it.each(['/login/', '/register/', '/forgot-password/', '/wishlist/', '/de/login/', '/de/wishlist/'])(
    '%s is noindex, private and not stored, with its own title',
    async (path) => {
      const { status, headers, head } = await get(path);
      expect(status).toBe(200);
      noindex(head);
      expect(titles(head)).toHaveLength(1);
      expect(titles(head)[0]!.trim()).toBeTruthy();
      expect(headers.get('cache-control')).toBe('private, no-store');
      expectSecurityHeaders(headers);
      // A canonical, where there is one, is the page itself in its language.
      for (const href of canonicals(head)) expect(href).toBe(origin + path);
    },
  );

  it.each([
    ['/my-account/', '/login/', '/my-account/'],
    ['/my-account/orders/', '/login/', '/my-account/orders/'],
    ['/de/my-account/', '/de/login/', '/my-account/'],
  ])('%s without a login sends the visitor to %s, not stored', async (path, login, back) => {
    const { status, headers } = await get(path);
    expect(status).toBe(302);
    const location = new URL(headers.get('location') ?? '', origin);
    expect(location.pathname).toBe(login);
    expect(location.searchParams.get('redirect')).toBe(back);
    expect(headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(headers);
  });

  it('an unknown product is a 404 page: noindex, no canonical, no product data, not stored', async () => {
    const { status, headers, head, html } = await get('/p/no-such-product-999999/');
    expect(status).toBe(404);
    noindex(head);
    expect(titles(head)).toHaveLength(1);
    expect(canonicals(head)).toEqual([]);
    expect(hreflangs(head)).toEqual({});
    expect(jsonLd(html)).toEqual([]);
    expect(headers.get('cache-control')).toBe('private, no-store');
    expectSecurityHeaders(headers);
  });
});

describe('structured data', () => {
  it('home: the shop as Organization and WebSite with its search, in the page language', async () => {
    for (const [path, language] of [
      ['/', 'en-US'],
      ['/de/', 'de-AT'],
    ] as const) {
      const { head, html } = await get(path);
      const blocks = jsonLd(html);
      const [organization] = ofType(blocks, 'Organization');
      expect(organization).toMatchObject({
        '@context': 'https://schema.org',
        name: og(head, 'og:site_name')[0],
        url: origin + path,
      });
      expect(String(organization!.logo)).toMatch(new RegExp(`^${origin}/`));
      const [site] = ofType(blocks, 'WebSite');
      expect(site).toMatchObject({ inLanguage: language });
      expect(site!.potentialAction).toMatchObject({
        '@type': 'SearchAction',
        target: `${origin}${path}search/?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      });
    }
  });

  it('product: Product with an offer (price, EUR, availability, URL) and its BreadcrumbList', async () => {
    for (const [path, home] of [
      [product.en, `${origin}/`],
      [product.de, `${origin}/de/`],
    ] as const) {
      const { head, html } = await get(path);
      const blocks = jsonLd(html);
      const [item] = ofType(blocks, 'Product');
      expect(item).toBeDefined();
      expect(String(item!.name).trim()).toBeTruthy();
      expect(titles(head)[0]).toContain(String(item!.name));
      expect(item!.sku).toBeTruthy();
      expect(item!.brand).toMatchObject({ '@type': 'Brand' });
      const images = item!.image as string[];
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) expect(image).toMatch(/^https?:\/\//);
      const offers = item!.offers as Record<string, unknown>;
      expect(offers['@type']).toBe('Offer');
      expect(offers.priceCurrency).toBe('EUR');
      expect(String(offers.price)).toMatch(/^\d+\.\d{2}$/);
      expect(Number(offers.price)).toBeGreaterThan(0);
      expect(offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
      expect(offers.url).toBe(origin + path);
      expectBreadcrumbs(ofType(blocks, 'BreadcrumbList')[0], home);
    }
  });

  it('the offer price is the price the page shows', async () => {
    const { html } = await get(product.en);
    const [item] = ofType(jsonLd(html), 'Product');
    const price = Number((item!.offers as { price: string }).price);
    const shown = price.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(html).toContain(`€${shown}`);
  });

  it.each([
    ['brands', '/marken/'],
    ['blog article', ARTICLE.en],
    ['FAQ', '/faq/'],
    ['static page', '/static/imprint/'],
  ])('%s: BreadcrumbList from home to the page itself', async (_name, path) => {
    const { html } = await get(path);
    const [crumbs] = ofType(jsonLd(html), 'BreadcrumbList');
    expectBreadcrumbs(crumbs, `${origin}/`);
    expect((crumbs as unknown as BreadcrumbList).itemListElement.at(-1)!.item).toBe(origin + path);
  });

  it('blog article: Article with its headline, publisher and page', async () => {
    const { head, html } = await get(ARTICLE.en);
    const [article] = ofType(jsonLd(html), 'Article');
    expect(titles(head)[0]).toContain(String(article!.headline));
    expect(article!.mainEntityOfPage).toBe(origin + ARTICLE.en);
    expect(article!.publisher).toMatchObject({ '@type': 'Organization', url: `${origin}/` });
  });

  it('listing: BreadcrumbList from home to the listing, and an ItemList of its products', async () => {
    const { html } = await get('/men/jerseys/');
    const blocks = jsonLd(html);
    expectBreadcrumbs(ofType(blocks, 'BreadcrumbList')[0], `${origin}/`);
    const crumbs = (ofType(blocks, 'BreadcrumbList')[0] as unknown as BreadcrumbList).itemListElement;
    expect(crumbs.at(-1)!.item).toBe(`${origin}/men/jerseys/`);
    expect(ofType(blocks, 'ItemList')).toHaveLength(1);
    for (const list of ofType(blocks, 'ItemList')) {
      const items = list.itemListElement as { position: number; url: string }[];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.url.startsWith(`${origin}/p/`)).toBe(true);
    }
  });
});

describe('nothing from the query string is reflected unescaped', () => {
  const HOSTILE = `"><img src=x onerror=alert(1)></script>'`;

  it('a hostile search query is escaped in the title, the meta tags and the boot data', async () => {
    // As the shop's own search writes it (another spelling is first redirected to this one).
    const { status, head, html } = await get(`/search/?q=${searchQueryParam(HOSTILE)}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<img src=x');
    // The escaped query is where it belongs, whole.
    expect(titles(head)[0]).toContain(HOSTILE);
    expect(og(head, 'og:title')[0]).toContain(HOSTILE);
    // Inline JSON cannot close its script element: exactly the document's own script elements close.
    const boot = /<script id="shop-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(boot).toBeDefined();
    expect(boot).not.toMatch(/<\/?script/i);
    expect(() => JSON.parse(boot!) as unknown).not.toThrow();
    expect(() => jsonLd(html)).not.toThrow();
  });

  it('hostile filter, sorting and tracking parameters leave the canonical and head untouched', async () => {
    const query = `filters=${encodeURIComponent('2001"><svg onload=alert(1)>')}&sortField=${encodeURIComponent('<b id=zz9>')}&utm_source=${encodeURIComponent(HOSTILE)}`;
    const { status, head, html } = await get(`/men/?${query}`);
    expect(status).toBeLessThan(500);
    expect(html).not.toContain('<svg onload');
    expect(html).not.toContain('<b id=zz9');
    expect(html).not.toContain('<img src=x');
    if (status === 200) {
      expect(canonicals(head)).toEqual([`${origin}/men/`]);
      expect(og(head, 'og:url')).toEqual([`${origin}/men/`]);
    }
  });

  it('tracking parameters on a product page stay out of its canonical and structured data', async () => {
    const { status, head, html } = await get(`${product.en}?utm_source=${encodeURIComponent(HOSTILE)}`);
    expect(status).toBe(200);
    expect(canonicals(head)).toEqual([origin + product.en]);
    const [item] = ofType(jsonLd(html), 'Product');
    expect((item!.offers as { url: string }).url).toBe(origin + product.en);
    expect(html).not.toContain('<img src=x');
  });
});
