/**
 * HTTP routes of the catalogue: listing, product, menu, brands, content, search (autosuggest,
 * search-limited, header-data) and the generated SVG images. Every answer is JSON except the
 * images; unknown paths answer 404 `{ errors: { path: 'not found' } }`.
 */
import type { Context, Hono } from 'hono';
import { DEFAULT_PRICE_TYPE, priceTypeForRole, type PriceType } from '@fanshop/core/pricing';
import type { AppEnv } from '../http/context';
import { errorBody, failure } from '../http/errors';
import type { Language } from './catalogue-api';
import type { Catalogue } from './catalogue';
import type { ListingQuery } from './listing/listing';
import { searchText } from './listing/listing-params';
import { parseWidth } from './art/svg';

/**
 * The price type of a request: the customer's (a guest is `vk`); a `priceType` parameter is
 * honoured only when it names the customer's own type, anything else gives `vk`.
 */
export function priceTypeOf(c: Context<AppEnv>): PriceType {
  const role = priceTypeForRole(c.get('customer')?.role);
  const requested = c.req.query('priceType');
  if (requested === undefined || requested === '') return role;
  return requested === role ? role : DEFAULT_PRICE_TYPE;
}

function languageOf(c: Context<AppEnv>): Language {
  return c.get('language') === 'de' ? 'de' : 'en';
}

/** Guests' answers may be cached briefly; a customer's carry their own prices and are not stored. */
function jsonHeaders(c: Context<AppEnv>, started: number): Record<string, string> {
  return {
    'Cache-Control': c.get('customer') ? 'private, no-store' : 'public, max-age=60',
    Vary: 'Accept-Language, Authorization',
    'Server-Timing': `app;dur=${(performance.now() - started).toFixed(2)}`,
  };
}

function notFound(c: Context<AppEnv>, field = 'path'): Response {
  return c.json(errorBody({ [field]: failure('not-found') }), 404, { 'Cache-Control': 'no-store' });
}

const SVG_HEADERS = {
  'Content-Type': 'image/svg+xml; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  // An SVG opened on its own must not run anything.
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
};

function svgResponse(c: Context<AppEnv>, svg: string | undefined): Response {
  if (svg === undefined) return notFound(c, 'image');
  return c.body(svg, 200, SVG_HEADERS);
}

/** Mounts the catalogue's routes on the API. */
export function registerCatalogueRoutes(app: Hono<AppEnv>, catalogue: Catalogue): void {
  app.get('/api/v1/listing/', (c) => {
    const started = performance.now();
    const q = c.req.query();
    const query: ListingQuery = {
      path: q.path ?? '/',
      filters: q.filters,
      priceMin: q.priceMin,
      priceMax: q.priceMax,
      sortField: q.sortField,
      sortType: q.sortType,
      page: q.page,
      perPage: q.perPage,
      q: q.q,
    };
    const answer = catalogue.listing(query, languageOf(c), priceTypeOf(c));
    if (!answer) return notFound(c);
    return c.json(answer, 200, jsonHeaders(c, started));
  });

  app.get('/api/v1/product/', (c) => {
    const started = performance.now();
    const answer = catalogue.product(c.req.query('path'), languageOf(c), priceTypeOf(c));
    if (!answer) return notFound(c);
    return c.json(answer, 200, jsonHeaders(c, started));
  });

  app.get('/api/v1/menu/', (c) => {
    const started = performance.now();
    return c.json(catalogue.menu(languageOf(c)), 200, jsonHeaders(c, started));
  });

  app.get('/api/v1/brands/', (c) => {
    const started = performance.now();
    return c.json(catalogue.brands(c.req.query('gender'), languageOf(c)), 200, jsonHeaders(c, started));
  });

  app.get('/api/v1/content/', (c) => {
    const started = performance.now();
    const page = Number(c.req.query('page') ?? '1');
    const answer = catalogue.content(
      c.req.query('path'),
      languageOf(c),
      Number.isFinite(page) ? page : 1,
      priceTypeOf(c),
    );
    if (!answer) return notFound(c);
    return c.json(answer, 200, jsonHeaders(c, started));
  });

  // Language-independent: every page with its path in both languages.
  app.get('/api/v1/sitemap/', (c) => {
    const started = performance.now();
    return c.json(catalogue.sitemap(), 200, jsonHeaders(c, started));
  });

  app.get('/autosuggest/list/', (c) => {
    const started = performance.now();
    const limit = Number(c.req.query('limit') ?? '10');
    // The shop's query rule (trimmed, spaces collapsed, cut to 50 characters) before any matching.
    const answer = catalogue.autosuggest(
      searchText(c.req.query('q')),
      languageOf(c),
      Number.isFinite(limit) ? limit : 10,
    );
    return c.json(answer, 200, jsonHeaders(c, started));
  });

  app.get('/search-limited/', (c) => {
    const started = performance.now();
    const search = catalogue.searchLimited(
      searchText(c.req.query('q')),
      c.req.query('productIds'),
      languageOf(c),
      priceTypeOf(c),
    );
    return c.json({ search }, 200, jsonHeaders(c, started));
  });

  app.get('/header-data/', (c) => {
    const started = performance.now();
    return c.json(catalogue.headerData(languageOf(c), priceTypeOf(c)), 200, jsonHeaders(c, started));
  });

  // `?name=&number=` on the back of a printable shirt draws the shopper's print (the product page's preview).
  app.get('/images/products/:file', (c) => {
    const name = c.req.query('name');
    const number = c.req.query('number');
    const print = name !== undefined || number !== undefined ? { name, number } : undefined;
    return svgResponse(c, catalogue.productImage(c.req.param('file'), parseWidth(c.req.query('w')), print));
  });
  app.get('/images/brands/:file', (c) => svgResponse(c, catalogue.brandLogo(c.req.param('file'))));
  app.get('/images/banners/:file', (c) =>
    svgResponse(c, catalogue.bannerImage(c.req.param('file'), parseWidth(c.req.query('w')))),
  );
  app.get('/images/articles/:file', (c) =>
    svgResponse(c, catalogue.articleImage(c.req.param('file'), parseWidth(c.req.query('w')))),
  );
}
