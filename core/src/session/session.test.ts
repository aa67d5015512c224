import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PRICE_TYPES } from '../pricing/role.js';
import {
  guestRequestId,
  isGuestRequestId,
  isLoggedIn,
  isPrivateSession,
  sessionPriceType,
  shopperPriceType,
} from './session.js';
import { CredentialsMother } from './testing/session-mother.js';

describe('given a request id', () => {
  it('when it starts with u, then it is a guest id; otherwise not', () => {
    expect(isGuestRequestId('u0e8400e2-9b1d-4a7f-8c3e-2b6d4f5a7c91')).toBe(true);
    expect(isGuestRequestId('6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f')).toBe(false);
    expect(isGuestRequestId('U0e8400e2')).toBe(false);
    expect(isGuestRequestId('')).toBe(false);
    expect(isGuestRequestId(undefined)).toBe(false);
  });

  it('when any string is checked, then it is a guest id exactly when its first character is u', () => {
    fc.assert(fc.property(fc.string(), (id) => isGuestRequestId(id) === (id.charAt(0) === 'u')));
  });
});

describe('given stored credentials', () => {
  it('when a token and a customer request id are stored, then the shopper is logged in', () => {
    expect(isLoggedIn(CredentialsMother.customer())).toBe(true);
  });

  it('when the token is missing or blank, then the shopper is not logged in', () => {
    expect(isLoggedIn(CredentialsMother.customer({ token: undefined }))).toBe(false);
    expect(isLoggedIn(CredentialsMother.customer({ token: '  ' }))).toBe(false);
  });

  it('when the request id is missing or a guest id, then a token alone is no login', () => {
    expect(isLoggedIn(CredentialsMother.customer({ requestId: undefined }))).toBe(false);
    expect(isLoggedIn(CredentialsMother.customer({ requestId: 'u123' }))).toBe(false);
    expect(isLoggedIn(CredentialsMother.guest())).toBe(false);
  });
});

describe('given a role', () => {
  it('when the shopper is a customer, then the role sets the price type, defaulting to vk', () => {
    expect(sessionPriceType(CredentialsMother.customer(), 'premium')).toBe('premium');
    expect(sessionPriceType(CredentialsMother.customer(), 'pro')).toBe('pro');
    expect(sessionPriceType(CredentialsMother.customer(), undefined)).toBe('vk');
    expect(sessionPriceType(CredentialsMother.customer(), 'admin')).toBe('vk');
  });

  it('when the shopper is a guest, then the price type is vk whatever the role says', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRICE_TYPES, 'admin', ''), (role) => {
        return sessionPriceType(CredentialsMother.guest(), role) === 'vk';
      }),
    );
  });

  it('for any role, a known customer or guest pays what a session of theirs would', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRICE_TYPES, 'admin', '', undefined), fc.boolean(), (role, customer) => {
        const session = customer ? CredentialsMother.customer() : CredentialsMother.guest();
        return shopperPriceType(customer, role) === sessionPriceType(session, role);
      }),
    );
  });
});

describe('given a session a shared cache might keep a page of', () => {
  it('any token makes it private, even beside a guest id; none leaves it shareable', () => {
    expect(isPrivateSession(CredentialsMother.customer())).toBe(true);
    expect(isPrivateSession(CredentialsMother.customer({ requestId: 'u1' }))).toBe(true);
    expect(isPrivateSession(CredentialsMother.guest())).toBe(false);
    expect(isPrivateSession({ token: '  ' })).toBe(false);
  });

  it('for any credentials, what isLoggedIn calls a customer is never shared', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: undefined }),
        fc.option(fc.string(), { nil: undefined }),
        (token, requestId) => {
          if (isLoggedIn({ token, requestId })) expect(isPrivateSession({ token })).toBe(true);
        },
      ),
    );
  });
});

describe('given a random part for a guest id', () => {
  it('for any part, the id made of it is a guest id, and it ends with the part', () => {
    fc.assert(
      fc.property(fc.uuid(), (random) => {
        const id = guestRequestId(random);
        expect(isGuestRequestId(id)).toBe(true);
        expect(id.endsWith(random)).toBe(true);
      }),
    );
  });
});
