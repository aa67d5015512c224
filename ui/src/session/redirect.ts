import { matchRoute, splitLanguage } from '@fanshop/core/navigation';

/** Where a shopper goes after logging in or registering when no page asked for them. */
export const AFTER_SIGN_IN_PATH = '/my-account/';

/** Routes that make no sense to return to after signing in. */
const NOT_AFTER_SIGN_IN = new Set(['login', 'register', 'forgotPassword', 'resetPassword']);

/**
 * The page to go to after signing in: the `redirect` query parameter when it is an in-app path of
 * the shop (one leading slash, no scheme, host, backslash or control character, a route that exists
 * and is not a sign-in page), unprefixed; otherwise the account overview. Guards against open redirects.
 */
export function redirectAfterSignIn(search: string): string {
  const raw = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('redirect');
  return safeInAppPath(raw) ?? AFTER_SIGN_IN_PATH;
}

/** The path itself when it is a safe in-app path, else `null`. */
export function safeInAppPath(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const path = raw.trim();
  // eslint-disable-next-line no-control-regex
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\u0000-\u001f]/.test(path)) return null;
  if (/^\/[^/?#]*:/.test(path)) return null;
  try {
    const matched = matchRoute(path);
    if (matched.kind !== 'route' || NOT_AFTER_SIGN_IN.has(matched.name)) return null;
  } catch {
    return null;
  }
  return splitLanguage(path).path;
}

/** The login page's address that brings the shopper back to `path` afterwards. */
export function loginPathFor(path: string): string {
  const back = safeInAppPath(path);
  return back && back !== '/' ? `/login/?redirect=${encodeURIComponent(back)}` : '/login/';
}
