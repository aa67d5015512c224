import { mayReloadAgain } from '../shared/reload-window.js';
import { isLoggedIn, type SessionCredentials } from './session.js';

/**
 * True when a page shows another session than the browser holds: it was rendered for a guest while the
 * browser holds a customer's credentials (a token beside a customer's request id), or for a customer
 * while it holds none. The server renders every page from the same cookies, so such a page is an old
 * copy: from the browser's cache or its back-forward cache, or from a shared cache that did not bypass
 * the token cookie. A token beside a guest's request id (or none) is no login (`isLoggedIn`): the server
 * renders a guest's page for it too, so a guest's page is then current and nothing is to be refreshed.
 */
export function showsOtherSession(renderedLoggedIn: boolean, credentials: SessionCredentials): boolean {
  return renderedLoggedIn !== isLoggedIn(credentials);
}

/** What `shouldReloadForSession` decides on. */
export interface PageSessionCheck {
  /** The page's session as rendered (`session.loggedIn` of its boot state, or of its store). */
  readonly renderedLoggedIn: boolean;
  /** What the browser holds now. */
  readonly credentials: SessionCredentials;
  /** When the page last reloaded for this reason (ms), undefined when it did not. */
  readonly lastReloadAt: number | undefined;
  readonly now: number;
}

/**
 * Whether a page should reload to show the session the browser holds: it shows another one
 * (`showsOtherSession`), and it did not reload for that within `RELOAD_GUARD_MS` (a cache that keeps
 * answering with the same copy must not trap the shopper in a loop). A reload rather than an update in
 * place: the server renders the role prices, the price filter's bounds, the account and the header from
 * the cookies, and nothing of the old page is left to show a price of the wrong role.
 */
export function shouldReloadForSession(check: PageSessionCheck): boolean {
  return (
    showsOtherSession(check.renderedLoggedIn, check.credentials) &&
    mayReloadAgain(check.lastReloadAt, check.now)
  );
}
