import type { Context, MiddlewareHandler } from 'hono';
import { GUEST_REQUEST_ID_PREFIX, isGuestRequestId } from '@fanshop/core/session';
import type { Language } from '../catalogue/catalogue-api';
import type { AppEnv, Customer } from './context';
import { invalidToken, invalidUuid, noUuidHeader } from './errors';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const REQUEST_ID = new RegExp(`^${GUEST_REQUEST_ID_PREFIX}?${UUID}$`, 'i');

/** Whether a value is a well-formed request id: a UUID, or `u` + UUID for a guest. */
export function isRequestId(value: string): boolean {
  return REQUEST_ID.test(value);
}

/** Whether a request id is a well-formed guest's: `u` + UUID (the guest rule is core's, spec section 6). */
export function isGuestId(value: string): boolean {
  return isRequestId(value) && isGuestRequestId(value);
}

/** The content language of an `Accept-Language` header: `de` when German ranks first, else `en`. */
export function languageOf(header: string | undefined): Language {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0 && (entry.tag.startsWith('de') || entry.tag.startsWith('en')))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.tag.startsWith('de') ? 'de' : 'en';
}

/** The bearer token of the `Authorization` header; cookies are never read. */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : '';
}

/**
 * Sets `language`, `requestId` and `customer` for every request. A token that does not resolve
 * leaves `customer` unset; routes that need a customer answer 403 'invalid token' then.
 */
export function identity(
  customerByToken: (token: string) => Customer | undefined,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('language', languageOf(c.req.header('accept-language')));
    const requestId = c.req.header('uuid')?.trim();
    c.set('requestId', requestId && isRequestId(requestId) ? requestId.toLowerCase() : undefined);
    const token = bearerToken(c);
    c.set('customer', token ? customerByToken(token) : undefined);
    await next();
  };
}

/** The customer of an authenticated call, or 403 'invalid token'. */
export function requireCustomer(c: Context<AppEnv>): Customer {
  const customer = c.get('customer');
  if (!customer) throw invalidToken();
  return customer;
}

/**
 * Who owns the cart or wishlist of this call (spec section 8 and decisions "Identity and headers"):
 * the `uuid` header must be there (401) and well-formed (422); a bearer token that does not resolve
 * is 403; without a token only a guest id (`u…`) is accepted, since a customer's id alone proves nothing.
 */
export function listOwner(c: Context<AppEnv>): { customer: Customer } | { guestId: string } {
  const raw = c.req.header('uuid');
  if (raw === undefined || raw.trim() === '') throw noUuidHeader();
  const requestId = c.get('requestId');
  if (requestId === undefined) throw invalidUuid();
  const customer = c.get('customer');
  if (customer) return { customer };
  if (bearerToken(c) !== undefined) throw invalidToken();
  if (!isGuestId(requestId)) throw invalidToken();
  return { guestId: requestId };
}
