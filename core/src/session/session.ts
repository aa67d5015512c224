import { DEFAULT_PRICE_TYPE, priceTypeForRole, type PriceType } from '../pricing/role.js';

/** A guest's request id is `u` followed by a random UUID v4 (decisions.md, identity and headers). */
export const GUEST_REQUEST_ID_PREFIX = 'u';

/** A guest's request id made from a random part (a UUID): the guest prefix, then the part. */
export function guestRequestId(random: string): string {
  return `${GUEST_REQUEST_ID_PREFIX}${random}`;
}

/**
 * What the browser holds about who is calling: the customer's token (`__uul`), the request id sent
 * in the `uuid` header (`__uuhlat`) and the user hash (`auth-storage.user-hash`). Absent values are
 * `undefined`.
 */
export interface SessionCredentials {
  readonly token?: string;
  readonly requestId?: string;
  readonly userHash?: string;
}

/** True for a non-blank string; stored credentials may come back as empty strings. */
export function hasValue(value: string | undefined | null): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/** True when the request id is a guest's: it starts with `u` (spec section 6). */
export function isGuestRequestId(requestId: unknown): boolean {
  return typeof requestId === 'string' && requestId.startsWith(GUEST_REQUEST_ID_PREFIX);
}

/**
 * True when the session is a customer's: a token and a customer's request id are both present.
 * A token next to a guest id (or no id) is not a usable login: authenticated calls need both headers.
 */
export function isLoggedIn(credentials: SessionCredentials): boolean {
  return (
    hasValue(credentials.token) && hasValue(credentials.requestId) && !isGuestRequestId(credentials.requestId)
  );
}

/**
 * Whether a session's page may be one a shared cache keeps: only when no token comes with it. Any token
 * makes the page the session's own, even beside a guest id, so a doubtful session is never shared;
 * every session `isLoggedIn` calls a customer's carries one.
 */
export function isPrivateSession(credentials: Pick<SessionCredentials, 'token'>): boolean {
  return hasValue(credentials.token);
}

/**
 * The price type the session sees (spec sections 4 and 6): guests always see `vk`; a customer sees
 * the price type of the account's role, which also defaults to `vk`.
 */
export function sessionPriceType(credentials: SessionCredentials, role: unknown): PriceType {
  return shopperPriceType(isLoggedIn(credentials), role);
}

/**
 * The same rule for a shopper already known to be a customer or a guest (an order's buyer, whose
 * session was checked when the order was asked for): a guest pays `vk`, a customer their role's.
 */
export function shopperPriceType(customer: boolean, role: unknown): PriceType {
  return customer ? priceTypeForRole(role) : DEFAULT_PRICE_TYPE;
}
