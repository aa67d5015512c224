import { createHash } from 'node:crypto';
import { matchRoute, type RouteName } from '@fanshop/core/navigation';
import { isPrivateSession } from '@fanshop/core/session';
import { TOKEN_COOKIE } from '@fanshop/core/shared';

/**
 * How long a shared cache (reverse proxy, CDN) may serve a guest page: `fresh` seconds as it is, then up
 * to `stale` seconds more while it fetches a new copy in the background. Browsers get neither: they ask
 * again with the ETag every time (ADR 0016).
 */
export interface SharedCacheTimes {
  readonly fresh: number;
  readonly stale: number;
}

/** Pages whose prices or stock move: a change reaches guests within a minute (two in a listing). */
const CATALOGUE: SharedCacheTimes = { fresh: 60, stale: 300 };
const LISTING: SharedCacheTimes = { fresh: 120, stale: 600 };
/** Editorial pages change when someone publishes: ten minutes, an hour stale. */
const EDITORIAL: SharedCacheTimes = { fresh: 600, stale: 3600 };

/**
 * The page types a shared cache may keep, and for how long (docs/deploy.md explains each choice).
 * Every route missing here (login, registration, password reset, double opt-in, wishlist, account) is
 * never shared: it is a form with a token in its URL, or the visitor's own data.
 */
export const SHARED_PAGE_TIMES: Readonly<Partial<Record<RouteName, SharedCacheTimes>>> = {
  home: CATALOGUE,
  pdp: CATALOGUE,
  search: CATALOGUE,
  srp: LISTING,
  brandsListing: LISTING,
  brands: EDITORIAL,
  brandsMen: EDITORIAL,
  brandsWomen: EDITORIAL,
  guide: EDITORIAL,
  guideArticle: EDITORIAL,
  static: EDITORIAL,
  services: EDITORIAL,
  faq: EDITORIAL,
  faqDetail: EDITORIAL,
};

/** Never kept anywhere: the visitor's own page, a page that sets a cookie, a failure. */
export const PRIVATE = 'private, no-store';
export const NO_STORE = 'no-store';
/**
 * What browsers (and any cache that reads only `Cache-Control`) get for a shared page: keep it, but ask
 * the storefront before every use. A browser applies `stale-while-revalidate` to its own copy (Firefox
 * does), so any freshness here would show a shopper who has just signed in the guest page they saw
 * before; asking again costs a 304, and a request with the token cookie gets the customer's own page.
 */
export const REVALIDATE = 'no-cache';

/**
 * Whether a request's page is its session's own, by core's `isPrivateSession`: such a page may hold a
 * customer's account and role prices, so the proxy bypasses its cache on the same cookie
 * (deploy/nginx/storefront.conf). The token is read leniently on purpose: any pair named like it counts,
 * even one a strict cookie parser would drop, so a doubtful request is never shared.
 */
export function isPrivateRequest(cookieHeader: string | undefined): boolean {
  if (!cookieHeader?.includes(TOKEN_COOKIE)) return false;
  return cookieHeader.split(';').some((pair) => {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== TOKEN_COOKIE) return false;
    return isPrivateSession({ token: pair.slice(equals + 1).replace(/["\s]/g, '') });
  });
}

/** Whether the rendered page holds a signed-in session (its boot state says so), whatever the request said. */
export function rendersCustomer(state: Readonly<Record<string, unknown>>): boolean {
  const session = state.session as { loggedIn?: unknown } | undefined;
  return session?.loggedIn !== false;
}

/** What the storefront answers about one page, as the cache policy needs it. */
export interface PageResponse {
  /** Path with query, as requested. */
  readonly url: string;
  readonly status: number;
  readonly customer: boolean;
  /** The response sets a cookie: a shared cache would hand that cookie to everyone. */
  readonly setsCookie: boolean;
}

/** The shared-cache times of a page, or null when no shared cache may keep it. */
export function sharedTimesOf(page: PageResponse): SharedCacheTimes | null {
  if (page.customer || page.setsCookie || page.status !== 200) return null;
  let route;
  try {
    route = matchRoute(page.url);
  } catch {
    return null;
  }
  return route.kind === 'route' ? (SHARED_PAGE_TIMES[route.name] ?? null) : null;
}

/** The cache headers of a page answer, and whether a shared cache may keep it. */
export interface PageCachePolicy {
  /** A shared cache may keep the page: it gets a strong ETag and 304s, and varies on the coding only. */
  readonly shared: boolean;
  readonly headers: Readonly<Record<string, string>>;
}

/** The headers of an answer no cache may keep (a failure, a page while the API is away). */
export const NOT_STORED: PageCachePolicy = { shared: false, headers: { 'Cache-Control': NO_STORE } };

/**
 * The cache headers of a page. Guest pages of the shared types, one header per kind of cache (ADR 0016):
 * - `Cache-Control: no-cache` for browsers, which revalidate every time;
 * - `CDN-Cache-Control: public, max-age=…, stale-while-revalidate=…` for CDNs (RFC 9213), which then
 *   ignore `Cache-Control`;
 * - `X-Accel-Expires: …` (the fresh seconds) for nginx, which reads no `CDN-Cache-Control` and hides this
 *   header from clients; it serves the stale copy while updating by its own configuration.
 * Failures (5xx): `no-store`. Everything else, customers' pages first: `private, no-store`, and no header
 * that would let a cache keep it. A 404 is not shared either: bots get the bare status, people the page.
 */
export function pageCachePolicy(page: PageResponse): PageCachePolicy {
  if (page.status >= 500) return NOT_STORED;
  const times = sharedTimesOf(page);
  if (!times) return { shared: false, headers: { 'Cache-Control': PRIVATE } };
  return {
    shared: true,
    headers: {
      'Cache-Control': REVALIDATE,
      'CDN-Cache-Control': `public, max-age=${times.fresh}, stale-while-revalidate=${times.stale}`,
      'X-Accel-Expires': String(times.fresh),
    },
  };
}

/** Whether an answer is a page a shared cache may keep (only those carry `CDN-Cache-Control`). */
export function isSharedAnswer(headers: Headers): boolean {
  return headers.has('CDN-Cache-Control');
}

/**
 * A strong entity tag of a page's HTML (as a string or its UTF-8 bytes, the same tag either way): the same
 * bytes always give the same tag.
 */
export function entityTag(html: string | Uint8Array): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

/**
 * The strong tag of a page's compressed representation: its tag with the coding as a suffix
 * (`"…-gzip"`), from the page's tag, weak (as compression middleware marks it) or strong.
 */
export function tagForCoding(tag: string, coding: string): string {
  const bare = tag.replace(/^W\//, '').slice(1, -1);
  return `"${bare}-${coding}"`;
}

/**
 * The tag of `If-None-Match` that names the page's current tag, for this or a compressed representation
 * (the tag carries the coding as a suffix once compressed: `"…-gzip"`), so a 304 can repeat it; null
 * when none does. `*` matches any current page.
 */
export function matchingEntityTag(ifNoneMatch: string | undefined, tag: string): string | null {
  if (!ifNoneMatch) return null;
  if (ifNoneMatch.trim() === '*') return tag;
  const bare = tag.slice(1, -1);
  const match = (ifNoneMatch.match(/"[^"]*"/g) ?? []).find((candidate) => {
    const value = candidate.slice(1, -1);
    return (
      value === bare || (/^-(gzip|deflate|br)$/.test(value.slice(bare.length)) && value.startsWith(bare))
    );
  });
  return match ?? null;
}
