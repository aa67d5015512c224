import { isAppPath } from './app-path.js';
import { parseQueryString } from '../shared/query-string.js';
import { splitLanguage } from './language.js';
import { originOf } from './origin.js';
import { matchRoute } from './routes.js';

/** Where a shopper goes back to after logging in or registering. */
export type ReturnTarget =
  /** A page of the storefront, as an unprefixed path with its query. */
  | { readonly kind: 'path'; readonly path: string }
  /** A page on another of the shop's own hosts (the checkout host): a full page load. */
  | { readonly kind: 'host'; readonly url: string };

/** The query parameter login and registration read their return target from. */
export const RETURN_TO_PARAM = 'redirect';

/** Where a shopper goes after logging in or registering when no page asked for them. */
export const AFTER_SIGN_IN_PATH = '/my-account/';

/** Routes that make no sense to return to after signing in. */
const NOT_AFTER_SIGN_IN = new Set(['login', 'register', 'forgotPassword', 'resetPassword']);

/**
 * The storefront path itself, unprefixed, when it is safe to return to: one leading slash (never
 * `//host` or `/\host`, which browsers read as another host), no scheme, backslash or control
 * character, a route that exists and is not a sign-in page. Else null.
 */
export function safeInAppPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const path = raw.trim();
  if (!isAppPath(path)) return null;
  if (/^\/[^/?#]*:/.test(path)) return null;
  try {
    const matched = matchRoute(path);
    if (matched.kind !== 'route' || NOT_AFTER_SIGN_IN.has(matched.name)) return null;
  } catch {
    return null;
  }
  return splitLanguage(path).path;
}

/** The shop's own public origins: the storefront's and the checkout host's. */
export interface OwnOrigins {
  readonly shopOrigin: string;
  readonly checkoutUrl: string;
}

/**
 * The return target a login or registration may follow, or null when it may not. Only the shop's own
 * places qualify, so the parameter can never send a shopper to someone else's site (an open redirect):
 * a safe storefront path (`safeInAppPath`, also when written as an absolute URL on the storefront's
 * origin), or an absolute http(s) URL on exactly the checkout host's origin, without credentials in it.
 */
export function returnTargetOf(raw: string | null | undefined, own: OwnOrigins): ReturnTarget | null {
  const value = raw?.trim();
  if (!value) return null;
  if (value.startsWith('/')) {
    const path = safeInAppPath(value);
    return path ? { kind: 'path', path } : null;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\\]/.test(value)) return null;
  const origin = originOf(value);
  if (!origin) return null;
  if (origin.origin === originOf(own.shopOrigin)?.origin) {
    // What follows the host (and port): the path, or a query or fragment straight after it, or nothing.
    const authorityEnd = origin.protocol.length + 2;
    const rest = value.slice(authorityEnd).search(/[/?#]/);
    const tail = rest === -1 ? '' : value.slice(authorityEnd + rest);
    const path = safeInAppPath(tail.startsWith('/') ? tail : `/${tail}`);
    return path ? { kind: 'path', path } : null;
  }
  return origin.origin === originOf(own.checkoutUrl)?.origin ? { kind: 'host', url: value } : null;
}

/**
 * Where to go after signing in, read from a page's query (`redirect`): the return target when it is the
 * shop's own, else the account overview.
 */
export function afterSignIn(search: string, own: OwnOrigins): ReturnTarget {
  const raw = parseQueryString(search)[RETURN_TO_PARAM]?.[0];
  return returnTargetOf(raw, own) ?? { kind: 'path', path: AFTER_SIGN_IN_PATH };
}
