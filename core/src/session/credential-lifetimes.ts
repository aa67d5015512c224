import { I18N_COOKIE_DAYS, LANGUAGE_COOKIE, REQUEST_ID_COOKIE, TOKEN_COOKIE } from '../shared/constants.js';
import { isGuestRequestId } from './session.js';

const DAY_S = 24 * 60 * 60;

/** How long the token cookie `__uul` lives: a customer stays signed in for 30 days. */
export const TOKEN_LIFETIME_S = 30 * DAY_S;

/** How long a guest's request id cookie `__uuhlat` lives: a guest's cart and wishlist are kept for 90 days. */
export const GUEST_REQUEST_ID_LIFETIME_S = 90 * DAY_S;

/**
 * How long the request id cookie lives. A guest's id is the guest's whole identity and keeps its 90 days.
 * A customer's id is their account's and means nothing without the token: it lives exactly as long, so a
 * returning customer whose token has run out comes back as a guest, never as a customer's id without a
 * token, which the API answers with "invalid token" (and the shop with a logout and the way home).
 */
export function requestIdLifetimeSeconds(requestId: string): number {
  return isGuestRequestId(requestId) ? GUEST_REQUEST_ID_LIFETIME_S : TOKEN_LIFETIME_S;
}

/**
 * How long one of the shop's cookies lives, by its name and value: the token, the request id (above) and
 * the language cookie (`I18N_COOKIE_DAYS`); undefined for a cookie that is not the shop's. A cookie moved
 * to the shared cookie domain is written again for this long.
 */
export function shopCookieLifetimeSeconds(name: string, value: string): number | undefined {
  if (name === TOKEN_COOKIE) return TOKEN_LIFETIME_S;
  if (name === REQUEST_ID_COOKIE) return requestIdLifetimeSeconds(value);
  if (name === LANGUAGE_COOKIE) return I18N_COOKIE_DAYS * DAY_S;
  return undefined;
}
