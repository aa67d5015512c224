import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { getConnInfo } from '@hono/node-server/conninfo';
import {
  FailureLimiter,
  SIGN_IN_FAILURES_PER_CLIENT,
  SIGN_IN_FAILURE_WINDOW_MS,
  clientAddressOf,
  isOwnFormPost,
  type Clock,
} from '@fanshop/core/shared';
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
  isPrivateRequest,
  isSharedAnswer,
  matchingEntityTag,
  pageCachePolicy,
  rendersCustomer,
  tagForCoding,
} from './cache-policy';
import { PageEncoder, utf8Bytes } from './page-encoding';
import { GuestPageMemory, guestPageKey, type PreparedPage } from './guest-page-memory';

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
  /** The clock of the guest page memory (ADR 0030); the system's when absent. Development keeps no pages. */
  readonly clock?: Clock;
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

/** The answer when a page failed to render: never kept anywhere. */
function serverError(c: Context): Response {
  return c.text('Internal Server Error', 500, { 'Cache-Control': 'no-store' });
}

type RenderedPage = Extract<RenderResult, { kind: 'page' }>;

/** A rendered request, with whether the API answered while it was rendered. */
interface Rendered {
  readonly result: RenderResult;
  readonly apiReachable: boolean;
}

/** The largest form post the storefront reads: its forms are a few short fields. */
const FORM_BODY_LIMIT_BYTES = 16 * 1024;
/** The most fields of a form post that are read, and the most characters of each. */
const FORM_FIELD_COUNT = 40;
const FORM_FIELD_CHARS = 1_000;

/** The text fields of a form post (url-encoded or multipart), each cut to a sane length; files are dropped. */
async function postedFields(c: Context): Promise<Record<string, string>> {
  const type = c.req.header('content-type') ?? '';
  const fields: Record<string, string> = {};
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) {
    return fields;
  }
  const body = await c.req.parseBody().catch(() => ({}));
  for (const [name, value] of Object.entries(body).slice(0, FORM_FIELD_COUNT)) {
    if (typeof value === 'string') fields[name] = value.slice(0, FORM_FIELD_CHARS);
  }
  return fields;
}

/** The socket's peer address, where the server runs on Node (absent in tests through `app.request`). */
function peerOf(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
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
  const memory = options.dev ? null : new GuestPageMemory(options.clock ?? { now: () => Date.now() });
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

  // A form sent before its page's script took over arrives as a native POST: the page's action sends it
  // through the same store and use case as the script would (`runFormAction`), when it came from the
  // shop's own pages and the shopper's address has not failed too often. Never kept by any cache.
  const ownOrigins = [origin];
  const formFailures = new FailureLimiter(SIGN_IN_FAILURES_PER_CLIENT, SIGN_IN_FAILURE_WINDOW_MS, () =>
    Date.now(),
  );
  app.post(
    '*',
    bodyLimit({
      maxSize: FORM_BODY_LIMIT_BYTES,
      onError: (c) => c.text('Payload Too Large', 413, { 'Cache-Control': 'no-store' }),
    }),
    async (c) => {
      const url = new URL(c.req.url);
      const source = {
        origin: c.req.header('origin'),
        secFetchSite: c.req.header('sec-fetch-site'),
        referer: c.req.header('referer'),
      };
      if (!isOwnFormPost(source, [...ownOrigins, url.origin])) {
        return c.text('Forbidden: this form was sent from another site.', 403, {
          'Cache-Control': 'no-store',
        });
      }
      const client = clientAddressOf(c.req.header('x-forwarded-for'), peerOf(c), options.trustProxy ?? false);
      const fields = await postedFields(c);
      const refused = formFailures.retryAfterMs(client);
      const rendered = await renderRequest(c, url, { fields, refused: refused > 0 });
      if (!rendered) return serverError(c);
      const { result } = rendered;
      if (result.kind === 'page' && result.formFailed && refused === 0) formFailures.fail(client);
      if (refused > 0) c.header('Retry-After', String(Math.ceil(refused / 1000)));
      return send(c, rendered, { posted: true });
    },
  );

  /** Renders the request's page (with a posted form, if one came); undefined when rendering failed. */
  const renderRequest = async (
    c: Context,
    url: URL,
    form?: RenderRequest['form'],
  ): Promise<Rendered | undefined> => {
    const render = await options.render();
    const api = await apiHealth();
    try {
      const result = await render({
        url: url.pathname + url.search,
        cookieHeader: c.req.header('cookie'),
        userAgent: c.req.header('user-agent'),
        secure: isSecureRequest(url, c.req.header('x-forwarded-proto'), options.trustProxy ?? false),
        config: options.config,
        apiUnavailable: !api.reachable,
        ...(form ? { form } : {}),
      });
      return { result, apiReachable: api.reachable };
    } catch (error) {
      console.error('[storefront] render failed', error);
      return undefined;
    }
  };

  /** Sends a rendered page or redirect: cached where it may be, never when it answers a post. */
  const send = async (c: Context, rendered: Rendered, { posted }: { posted: boolean }) => {
    const { result } = rendered;
    for (const cookie of result.setCookies) c.header('Set-Cookie', cookie, { append: true });
    if (result.kind === 'redirect') {
      c.header('Cache-Control', NO_STORE);
      return c.redirect(result.location, result.status);
    }
    return respond(c, await prepare(c, { result, apiReachable: rendered.apiReachable }, posted));
  };

  /** A rendered page's status, headers, bytes and tag, as every copy of it is sent. */
  const prepare = async (
    c: Context,
    { result, apiReachable }: { result: RenderedPage; apiReachable: boolean },
    posted: boolean,
  ): Promise<PreparedPage> => {
    const url = new URL(c.req.url);
    const requestUrl = url.pathname + url.search;
    const apiUnavailable = !apiReachable;
    // A page while the API is away, or the answer to a post, is never kept anywhere.
    const { shared, headers: cacheHeaders } =
      posted || apiUnavailable
        ? NOT_STORED
        : pageCachePolicy({
            url: requestUrl,
            status: result.status,
            customer: isPrivateRequest(c.req.header('cookie')) || rendersCustomer(result.state),
            setsCookie: result.setCookies.length > 0,
          });
    const headers: Record<string, string> = {
      ...cacheHeaders,
      ...(apiUnavailable ? { 'Retry-After': '5' } : {}),
      // A shared page is the same for every guest whatever their cookies: varying on them would keep a
      // copy per visitor. The proxy bypasses its cache for customers on the token cookie instead.
      Vary: shared ? 'Accept-Encoding' : 'Cookie, Accept-Encoding',
    };
    if (!result.showBody) return { status: result.status, headers, bytes: null, tag: null };
    const template = await options.template(requestUrl);
    const preloads = options.preloads?.(result.pageKey, result.language) ?? '';
    // The page's bytes once: hashed for its tag, then sent or compressed.
    const bytes = utf8Bytes(renderDocument(template, result, options.config, preloads));
    return { status: result.status, headers, bytes, tag: shared ? entityTag(bytes) : null };
  };

  /** Sends a prepared page to this visitor: a 304 when their copy is current, compressed when they accept it. */
  const respond = (c: Context, page: PreparedPage) => {
    // Set before a 304 too: a cache refreshes its copy's lifetime from the 304's headers.
    for (const [name, value] of Object.entries(page.headers)) c.header(name, value);
    if (!page.bytes) return c.text(String(page.status), page.status as 404);
    const { tag } = page;
    if (tag) {
      const known = matchingEntityTag(c.req.header('if-none-match'), tag);
      // The visitor's copy is current: a 304 repeats the tag it holds (with its coding, if compressed).
      if (known) {
        c.header('ETag', known);
        return c.body(null, 304);
      }
    }
    const { body, coding } = encoder.encode(page.bytes, c.req.header('accept-encoding'), tag);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    if (coding) c.header('Content-Encoding', coding);
    // A strong tag names the representation: the compressed bytes get the coding as a suffix.
    if (tag) c.header('ETag', coding ? tagForCoding(tag, coding) : tag);
    // Node's buffers here sit on plain ArrayBuffers, never shared ones.
    return c.body(body as Uint8Array<ArrayBuffer>, page.status as 200);
  };

  /**
   * A guest's page without cookies from the memory (ADR 0030): rendered by the first such request, the
   * same prepared page for the others within a few seconds. Undefined when this request renders its own.
   */
  const fromMemory = async (c: Context, url: URL): Promise<Response | undefined> => {
    if (!memory) return undefined;
    const secure = isSecureRequest(url, c.req.header('x-forwarded-proto'), options.trustProxy ?? false);
    const key = guestPageKey(c.req.header('cookie'), secure, url.pathname + url.search);
    if (key === undefined || !(await apiHealth()).reachable) return undefined;
    let rendered = false;
    let own: Rendered | undefined;
    // Prepared once: the memory keeps it when it may be shared, and this request sends it either way.
    let ownPage: PreparedPage | null = null;
    const page = await memory
      .page(key, async () => {
        rendered = true;
        own = await renderRequest(c, url);
        if (!own) throw new Error('the page failed to render');
        const { result } = own;
        if (result.kind !== 'page' || result.setCookies.length > 0) return null;
        ownPage = await prepare(c, { result, apiReachable: own.apiReachable }, false);
        return ownPage;
      })
      .catch(() => null);
    if (page) return respond(c, page);
    if (ownPage) return respond(c, ownPage);
    // This request rendered the page itself: it is sent as any other (or failed, as any other).
    if (rendered) return own ? send(c, own, { posted: false }) : serverError(c);
    return undefined;
  };

  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    const kept = await fromMemory(c, url);
    if (kept) return kept;
    const rendered = await renderRequest(c, url);
    return rendered ? send(c, rendered, { posted: false }) : serverError(c);
  });
  return app;
}
