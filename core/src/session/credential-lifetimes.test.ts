import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GUEST_REQUEST_ID_LIFETIME_S,
  requestIdLifetimeSeconds,
  shopCookieLifetimeSeconds,
  TOKEN_LIFETIME_S,
} from './credential-lifetimes.js';
import { GUEST_REQUEST_ID_PREFIX, isLoggedIn } from './session.js';

const customerId = fc.uuid().filter((id) => !id.startsWith(GUEST_REQUEST_ID_PREFIX));
const guestId = fc.uuid().map((id) => `${GUEST_REQUEST_ID_PREFIX}${id}`);

describe('credential lifetimes', () => {
  it('a customer’s request id lives exactly as long as the token', () => {
    fc.assert(fc.property(customerId, (id) => requestIdLifetimeSeconds(id) === TOKEN_LIFETIME_S));
  });

  it('a guest’s request id keeps its 90 days', () => {
    fc.assert(fc.property(guestId, (id) => requestIdLifetimeSeconds(id) === GUEST_REQUEST_ID_LIFETIME_S));
    expect(GUEST_REQUEST_ID_LIFETIME_S).toBe(90 * 24 * 60 * 60);
    expect(TOKEN_LIFETIME_S).toBe(30 * 24 * 60 * 60);
  });

  it('at any age of the cookies set at login, the browser holds a whole login or none: never a customer’s id alone', () => {
    fc.assert(
      fc.property(customerId, fc.integer({ min: 0, max: 120 * 24 * 60 * 60 }), (id, ageS) => {
        const token = ageS < TOKEN_LIFETIME_S ? 'token' : undefined;
        const requestId = ageS < requestIdLifetimeSeconds(id) ? id : undefined;
        return (
          (token === undefined) === (requestId === undefined) &&
          isLoggedIn({ token, requestId }) === (token !== undefined)
        );
      }),
    );
  });
});

describe('the shop’s cookies', () => {
  it('given the token, the request id or the language cookie, then each lives as long as its rule says; any other is not the shop’s', () => {
    const day = 24 * 60 * 60;
    expect(shopCookieLifetimeSeconds('__uul', 'token-1')).toBe(30 * day);
    expect(shopCookieLifetimeSeconds('__uuhlat', 'u00000000-0000-4000-8000-000000000001')).toBe(90 * day);
    expect(shopCookieLifetimeSeconds('__uuhlat', '3b7c8f8e-1111-4111-8111-111111111111')).toBe(30 * day);
    expect(shopCookieLifetimeSeconds('i18next', 'de-AT')).toBe(365 * day);
    expect(shopCookieLifetimeSeconds('_ga', 'x')).toBeUndefined();
  });
});
