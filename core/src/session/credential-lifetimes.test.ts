import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GUEST_REQUEST_ID_LIFETIME_S,
  requestIdLifetimeSeconds,
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
