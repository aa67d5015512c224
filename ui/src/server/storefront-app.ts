import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import type { SitemapPage } from '@fanshop/core/catalog';
import type { AppConfig } from '../app/app-config';
import type { RenderRequest, RenderResult } from './render';
import { renderDocument } from './document';
import type { PreloadLinks } from './preloads';
import { robotsTxt } from './robots';
import { securityHeaders } from './security-headers';
import { sitemapXml } from './sitemap';
import { SitemapCache } from './sitemap-cache';
import type { ApiHealth, ApiHealthState } from './api-health';
import {
  NOT_STORED,
  NO_STORE,
  entityTag,
  isCustomerRequest,
  isSharedAnswer,
  matchingEntityTag,
  pageCachePolicy,
  rendersCustomer,
  tagForCoding,
} from './cache-policy';
import { PageEncoder } from './page-encoding';

/** How the storefront app gets its renderer and page template: from Vite in development, from the build otherwise. */
export interface StorefrontOptions {
  readonly config: AppConfig;
  readonly render: () => Promise<(request: RenderRequest) => Promise<RenderResult>>;
  readonly template: (url: string) => Promise<string>;
  /** The shop's indexable pages through the API, from the same server entry as `render`. */
  readonly sitemapPages: () => Promise<(config: AppConfig) => Promise<readonly SitemapPage[]>>;
  /** Development relaxes the content security policy for Vite's inline preamble and websocket. */
  readonly dev?: boolean;
  /** Preload links for a page's chunk and its language's messages (the production build's manifest). */
  readonly preloads?: PreloadLinks;
  /** The API's health: pages are the server error page while it cannot be reached. Absent: assumed healthy. */
  readonly apiHealth?: ApiHealth;
  /** Whether `X-Forwarded-Proto` counts (TRUST_PROXY): only behind a proxy that sets it itself. */
  readonly trustProxy?: boolean;
  /** The storefront's version, for `/health`. */
  readonly version?: string;
}

/**
 * Whether the visitor came over https: the request's own scheme, or, behind a trusted proxy only, the
 * proxy's `X-Forwarded-Proto` (its first value). From anyone else the header would let a client decide
 * whether cookies are `Secure`.
 */
export function isSecureRequest(url: URL, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  if (url.protocol === 'https:') return true;
  return trustProxy && forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

/**
 * Keeps a page's entity tag strong once compressed: the compression middleware marks it weak, but the
 * compressed bytes of the same page are the same too, so the tag names its coding instead (`"…-gzip"`),
 * as a strong tag of a representation must.
 */
function tagPerCoding(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const coding = c.res.headers.get('Content-Encoding');
    const tag = c.res.headers.get('ETag');
    if (coding && tag?.startsWith('W/"') && isSharedAnswer(c.res.headers)) {
      c.res.headers.set('ETag', tagForCoding(tag, coding));
    }
  };
}

/**
 * The storefront server: every page rendered with React on the server, with its real status, head tags,
 * security headers and compression, plus `robots.txt` and `sitemap.xml` (built from the API, kept for
 * a few minutes). Static assets are served before this app by the caller.
 */
export function createStorefrontApp(options: StorefrontOptions): Hono {
  const app = new Hono();
  const origin = options.config.shopOrigin;
  const sitemap = new SitemapCache(async () =>
    sitemapXml(await (await options.sitemapPages())(options.config), origin),
  );
  const encoder = new PageEncoder();
  app.use('*', tagPerCoding());
  app.use('*', compress());
  app.use('*', securityHeaders(options.config, options.dev ?? false));

  const apiHealth = (): Promise<ApiHealthState> =>
    options.apiHealth ? options.apiHealth.check() : Promise.resolve({ reachable: true });

  // For load balancers and operators: 200 while the API answers, 503 (never cached) while it does not.
  app.get('/health', async (c) => {
    const api = await apiHealth();
    return c.json(
      {
        data: {
          status: api.reachable ? 'ok' : 'unavailable',
          service: 'storefront',
          version: options.version ?? 'unknown',
          api: api.reachable ? 'reachable' : 'unreachable',
        },
      },
      api.reachable ? 200 : 503,
      { 'Cache-Control': 'no-store' },
    );
  });

  app.get('/robots.txt', (c) => c.text(robotsTxt(origin), 200, { 'Cache-Control': 'public, max-age=3600' }));

  app.get('/sitemap.xml', async (c) => {
    let xml: string;
    try {
      xml = await sitemap.get();
    } catch (error) {
      console.error('[storefront] sitemap failed', error);
      return c.text('Service Unavailable', 503, { 'Cache-Control': 'no-store', 'Retry-After': '300' });
    }
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
    });
  });

  // A form sent before its page's script took over arrives as a native POST (the forms say so, so that
  // nothing typed, a password least of all, ever lands in an address). Nothing is read from it: the
  // shopper is sent back to the page, ready now, to send it again.
  app.post('*', (c) => {
    const url = new URL(c.req.url);
    return c.redirect(url.pathname + url.search, 303);
  });

  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    const requestUrl = url.pathname + url.search;
    const render = await options.render();
    const api = await apiHealth();
    let result: RenderResult;
    try {
      result = await render({
        url: requestUrl,
        cookieHeader: c.req.header('cookie'),
        userAgent: c.req.header('user-agent'),
        secure: isSecureRequest(url, c.req.header('x-forwarded-proto'), options.trustProxy ?? false),
        config: options.config,
        apiUnavailable: !api.reachable,
      });
    } catch (error) {
      console.error('[storefront] render failed', error);
      return c.text('Internal Server Error', 500, { 'Cache-Control': 'no-store' });
    }
    for (const cookie of result.setCookies) c.header('Set-Cookie', cookie, { append: true });
    if (result.kind === 'redirect') {
      c.header('Cache-Control', NO_STORE);
      return c.redirect(result.location, result.status);
    }
    // A page while the API is away is never kept anywhere: the next request asks again.
    const { shared, headers: cacheHeaders } = api.reachable
      ? pageCachePolicy({
          url: requestUrl,
          status: result.status,
          customer: isCustomerRequest(c.req.header('cookie')) || rendersCustomer(result.state),
          setsCookie: result.setCookies.length > 0,
        })
      : NOT_STORED;
    // Set before a 304 too: a cache refreshes its copy's lifetime from the 304's headers.
    for (const [name, value] of Object.entries(cacheHeaders)) c.header(name, value);
    if (!api.reachable) c.header('Retry-After', '5');
    // A shared page is the same for every guest whatever their cookies: varying on them would keep a
    // copy per visitor. The proxy bypasses its cache for customers on the token cookie instead.
    c.header('Vary', shared ? 'Accept-Encoding' : 'Cookie, Accept-Encoding');
    if (!result.showBody) return c.text(String(result.status), result.status as 404);
    const template = await options.template(requestUrl);
    const preloads = options.preloads?.(result.pageKey, result.language) ?? '';
    // The page's bytes once: hashed for its tag, then sent or compressed.
    const bytes = Buffer.from(renderDocument(template, result, options.config, preloads), 'utf8');
    const tag = shared ? entityTag(bytes) : null;
    if (tag) {
      const known = matchingEntityTag(c.req.header('if-none-match'), tag);
      // The visitor's copy is current: a 304 repeats the tag it holds (with its coding, if compressed).
      if (known) {
        c.header('ETag', known);
        return c.body(null, 304);
      }
    }
    const { body, coding } = encoder.encode(bytes, c.req.header('accept-encoding'), tag);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    if (coding) c.header('Content-Encoding', coding);
    // A strong tag names the representation: the compressed bytes get the coding as a suffix.
    if (tag) c.header('ETag', coding ? tagForCoding(tag, coding) : tag);
    // Node's buffers here sit on plain ArrayBuffers, never shared ones.
    return c.body(body as Uint8Array<ArrayBuffer>, result.status as 200);
  });
  return app;
}
