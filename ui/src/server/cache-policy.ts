import { createHash } from 'node:crypto';
import { matchRoute, type RouteName } from '@fanshop/core/navigation';
import { TOKEN_COOKIE } from '@fanshop/core/shared';

/**
 * How long a shared cache (reverse proxy, CDN) may serve a guest page: `fresh` seconds as it is
 * (`s-maxage`), then up to `stale` seconds more while it fetches a new copy in the background
 * (`stale-while-revalidate`). Browsers keep nothing fresh (`max-age=0`): they ask again with the ETag.
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
 * Whether a request comes from a signed-in customer: it carries a non-empty token cookie. Such a page
 * holds the customer's account and role prices, so it is theirs alone, and the proxy bypasses its cache
 * on the same cookie (deploy/nginx/storefront.conf). Read leniently on purpose: any pair named like the
 * token counts, even one a strict cookie parser would drop, so a doubtful request is never shared.
 */
export function isCustomerRequest(cookieHeader: string | undefined): boolean {
  if (!cookieHeader?.includes(TOKEN_COOKIE)) return false;
  return cookieHeader.split(';').some((pair) => {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== TOKEN_COOKIE) return false;
    return pair.slice(equals + 1).replace(/["\s]/g, '') !== '';
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

/**
 * The `Cache-Control` of a page. Guest pages of the shared types: `public, max-age=0, s-maxage=…,
 * stale-while-revalidate=…`. Failures (5xx): `no-store`. Everything else, customers' pages first:
 * `private, no-store`. A 404 is not shared either: bots get the bare status, people the error page.
 */
export function pageCacheControl(page: PageResponse): string {
  if (page.status >= 500) return NO_STORE;
  const times = sharedTimesOf(page);
  if (!times) return PRIVATE;
  return `public, max-age=0, s-maxage=${times.fresh}, stale-while-revalidate=${times.stale}`;
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
