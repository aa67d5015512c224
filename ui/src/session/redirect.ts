import { afterSignIn, safeInAppPath, type OwnOrigins } from '@fanshop/core/navigation';
import type { Navigator } from '@fanshop/core/navigation';

/**
 * Sends the shopper on after logging in or registering: back to the page of the `redirect` query
 * parameter when it is the shop's own (the core's `afterSignIn`: a storefront path, or the checkout
 * host, which is left with a full page load), otherwise to the account overview.
 */
export function goOnAfterSignIn(navigator: Navigator, search: string, own: OwnOrigins): void {
  const target = afterSignIn(search, own);
  if (target.kind === 'host') navigator.leaveTo(target.url);
  else navigator.navigate(target.path);
}

/** The login page's address that brings the shopper back to `path` afterwards. */
export function loginPathFor(path: string): string {
  const back = safeInAppPath(path);
  return back && back !== '/' ? `/login/?redirect=${encodeURIComponent(back)}` : '/login/';
}
