import { normalSearchQueryString, SEARCH_PATH } from '../search/query.js';
import { Gender } from '../shared/gender.js';
import { localisePath, splitLanguage } from './language.js';
import type { Language } from '../shared/language.js';
import { PageNotFoundError } from './page-not-found-error.js';
import { hasTrailingSlash, splitUrl, withTrailingSlash } from './url.js';

/**
 * The name of every route of the shop (spec section 2). The spec's named routes are `home`,
 * `srp` (listing), `pdp` (detail), `services` and `guide`; the others are named here so that
 * every screen can be told apart.
 */
export type RouteName =
  | 'home'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'doi'
  | 'pdp'
  | 'guideArticle'
  | 'guide'
  | 'static'
  | 'services'
  | 'faq'
  | 'faqDetail'
  | 'wishlist'
  | 'brands'
  | 'brandsMen'
  | 'brandsWomen'
  | 'brandsListing'
  | 'accountOverview'
  | 'orders'
  | 'orderDetails'
  | 'deliveryAddress'
  | 'accountDetails'
  | 'search'
  | 'srp';

/**
 * The page name of a route, i.e. the screen that renders it (spec section 2's second set of
 * names). `GuideArticle` and `FaqDetail` complete the spec's "and others".
 */
export type PageName =
  | 'Home'
  | 'login'
  | 'register'
  | 'password forgot'
  | 'password reset'
  | 'DOI'
  | 'PDP'
  | 'Guide'
  | 'GuideArticle'
  | 'Static'
  | 'Faq'
  | 'FaqDetail'
  | 'Wishlist'
  | 'Brands'
  | 'account overview'
  | 'orders'
  | 'order details'
  | 'delivery address'
  | 'account details'
  | 'search'
  | 'SRP';

/** The analytics page-type label of a route (spec section 2). */
export type PageType = 'home' | 'item_list' | 'item_detail' | 'services' | 'other';

/** Route parameters; which ones a route has is given by its definition. */
export interface RouteParams {
  /** The user hash of the double opt-in link. */
  readonly userHash?: string;
  /** An order's uuid. */
  readonly uuid?: string;
  /** The "any path" part, without leading or trailing slash (`men/jerseys`). */
  readonly path?: string;
}

/** What follows a route's fixed segments. */
type RouteRest =
  | { readonly kind: 'none' }
  /** Any number of segments; `required` when an empty one cannot name a page. */
  | { readonly kind: 'splat'; readonly required: boolean }
  /** Exactly one segment that must pass `valid`, else the route is not found. */
  | {
      readonly kind: 'param';
      readonly param: 'userHash' | 'uuid';
      readonly valid: (value: string) => boolean;
    };

/** One row of the route table. */
export interface RouteDefinition {
  readonly name: RouteName;
  readonly page: PageName;
  readonly pageType: PageType;
  /** The fixed leading segments, lower case. */
  readonly segments: readonly string[];
  readonly rest: RouteRest;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const none: RouteRest = { kind: 'none' };
const anyPath: RouteRest = { kind: 'splat', required: false };
const somePath: RouteRest = { kind: 'splat', required: true };

function route(
  name: RouteName,
  page: PageName,
  pageType: PageType,
  path: string,
  rest: RouteRest = none,
): RouteDefinition {
  return { name, page, pageType, segments: path.split('/').filter((s) => s !== ''), rest };
}

/**
 * The route table of spec section 2, in matching order: the first row that fits wins, so
 * more specific rows come before the splats that would also take them, and the listing
 * fallback comes last.
 */
export const ROUTES: readonly RouteDefinition[] = [
  route('home', 'Home', 'home', '/'),
  route('login', 'login', 'other', '/login/'),
  route('register', 'register', 'other', '/register/'),
  route('forgotPassword', 'password forgot', 'other', '/forgot-password/'),
  route('resetPassword', 'password reset', 'other', '/reset-password/'),
  route('doi', 'DOI', 'other', '/doi/thankyou/', {
    kind: 'param',
    param: 'userHash',
    valid: (value) => value.trim() !== '',
  }),
  route('pdp', 'PDP', 'item_detail', '/p/', somePath),
  route('guideArticle', 'GuideArticle', 'other', '/blog/article/', somePath),
  route('guide', 'Guide', 'other', '/blog/', anyPath),
  route('static', 'Static', 'services', '/static/', anyPath),
  route('services', 'Static', 'services', '/services/', anyPath),
  route('faq', 'Faq', 'other', '/faq/'),
  route('faqDetail', 'FaqDetail', 'other', '/faq/', somePath),
  route('wishlist', 'Wishlist', 'other', '/wishlist/'),
  route('brands', 'Brands', 'other', '/marken/'),
  route('brandsMen', 'Brands', 'other', '/marken/men/'),
  route('brandsWomen', 'Brands', 'other', '/marken/women/'),
  route('brandsListing', 'SRP', 'item_list', '/marken/', somePath),
  route('accountOverview', 'account overview', 'other', '/my-account/'),
  route('orders', 'orders', 'other', '/my-account/orders/'),
  route('orderDetails', 'order details', 'other', '/my-account/order-details/', {
    kind: 'param',
    param: 'uuid',
    valid: (value) => UUID.test(value),
  }),
  route('deliveryAddress', 'delivery address', 'other', '/my-account/delivery-address/'),
  route('accountDetails', 'account details', 'other', '/my-account/account-details/'),
  route('search', 'search', 'item_list', SEARCH_PATH),
  route('srp', 'SRP', 'item_list', '/', anyPath),
];

/** A URL that matched a route. */
export interface RouteMatch {
  readonly kind: 'route';
  readonly name: RouteName;
  readonly page: PageName;
  readonly pageType: PageType;
  readonly params: RouteParams;
  readonly language: Language;
  /** The path without language prefix, query or hash, as requested (casing kept). */
  readonly path: string;
  /** The query with its `?`, or empty. */
  readonly query: string;
  /** The hash with its `#`, or empty. */
  readonly hash: string;
}

/** A URL lacking the required trailing slash: the shopper is sent to `location` instead. */
export interface RouteRedirect {
  readonly kind: 'redirect';
  /** The same URL with the slash added; prefix, query and hash kept. */
  readonly location: string;
}

/**
 * Matches an in-app URL (path with optional query and hash, optionally language-prefixed)
 * against the route table, case-insensitively. A path without its trailing slash yields a
 * redirect; a route whose parameters fail validation throws `PageNotFoundError`.
 */
export function matchRoute(url: string): RouteMatch | RouteRedirect {
  const requested = url === '' ? '/' : url;
  if (!hasTrailingSlash(requested)) {
    // `//host` or `/\\host` would leave the shop as a protocol-relative URL: the target stays a path.
    return { kind: 'redirect', location: withTrailingSlash(requested).replace(/^[/\\]+/, '/') };
  }

  const { language, path: unprefixed } = splitLanguage(requested);
  const { path, query, hash } = splitUrl(unprefixed);
  const segments = path.split('/').slice(1, -1);
  const lower = segments.map((s) => s.toLowerCase());

  for (const definition of ROUTES) {
    if (!startsWith(lower, definition.segments)) continue;
    const rest = segments.slice(definition.segments.length);
    const params = paramsFor(definition.rest, rest);
    if (params === 'no-match') continue;
    if (params === 'invalid') throw new PageNotFoundError(splitUrl(requested).path);
    const { name, page, pageType } = definition;
    // A search as a native form or the address bar sent it goes to the address the shop's links use.
    const normal = name === 'search' ? normalSearchQueryString(query) : undefined;
    if (normal !== undefined)
      return { kind: 'redirect', location: localisePath(`${path}${normal}${hash}`, language) };
    return { kind: 'route', name, page, pageType, params, language, path, query, hash };
  }
  // Unreachable while the table ends with the listing fallback; kept so the type stays honest.
  throw new PageNotFoundError(splitUrl(requested).path);
}

/**
 * The unprefixed path of a route with its parameters, e.g. `pathFor('pdp', { path: 'jersey-1' })`
 * is `/p/jersey-1/` and `pathFor('guide')` is the blog's go-to path `/blog/`. Pass the result
 * through `localisePath` for a language other than the default.
 */
export function pathFor(name: RouteName, params: RouteParams = {}): string {
  const { segments, rest } = definitionOf(name);
  const tail = rest.kind === 'none' ? '' : rest.kind === 'param' ? params[rest.param] : params.path;
  const trimmed = (tail ?? '').replace(/^\/+|\/+$/g, '');
  const all = trimmed === '' ? segments : [...segments, trimmed];
  return all.length === 0 ? '/' : `/${all.join('/')}/`;
}

/** The gender a brands route shows: men and women variants, everyone otherwise. */
export function brandsGender(name: RouteName): Gender {
  if (name === 'brandsMen') return Gender.male;
  if (name === 'brandsWomen') return Gender.female;
  return Gender.unknown;
}

function definitionOf(name: RouteName): RouteDefinition {
  const definition = ROUTES.find((r) => r.name === name);
  if (!definition) throw new Error(`unknown route ${name}`);
  return definition;
}

function startsWith(segments: readonly string[], prefix: readonly string[]): boolean {
  return prefix.every((s, i) => segments[i] === s);
}

function paramsFor(rest: RouteRest, segments: readonly string[]): RouteParams | 'no-match' | 'invalid' {
  switch (rest.kind) {
    case 'none':
      return segments.length === 0 ? {} : 'no-match';
    case 'splat': {
      const path = segments.join('/');
      if (segments.every((s) => s === '')) return rest.required ? 'invalid' : {};
      return { path };
    }
    case 'param': {
      const [value] = segments;
      if (segments.length !== 1 || value === undefined || !rest.valid(value)) return 'invalid';
      return { [rest.param]: value };
    }
  }
}
