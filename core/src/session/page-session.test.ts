import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RELOAD_GUARD_MS } from '../shared/constants.js';
import { shouldReloadForSession, showsOtherSession } from './page-session.js';
import { guestRequestId, isLoggedIn, type SessionCredentials } from './session.js';
import { CredentialsMother } from './testing/session-mother.js';

const NOW = 5_000_000;
const customer = CredentialsMother.customer();
const guest = CredentialsMother.guest();

describe('given a page rendered for a guest', () => {
  it('when the browser holds a customer’s token and request id, then it is an old copy and reloads', () => {
    expect(showsOtherSession(false, customer)).toBe(true);
    expect(
      shouldReloadForSession({
        renderedLoggedIn: false,
        credentials: customer,
        lastReloadAt: undefined,
        now: NOW,
      }),
    ).toBe(true);
  });

  it('when the browser holds a guest id, a token beside a guest id, a token without id, or nothing, then the page is current', () => {
    const noLogin: SessionCredentials[] = [
      guest,
      { ...guest, token: 'token-beside-a-guest-id' },
      { token: 'token-without-id' },
      {},
      { token: '', requestId: customer.requestId },
    ];
    for (const credentials of noLogin) {
      expect(showsOtherSession(false, credentials), JSON.stringify(credentials)).toBe(false);
      expect(
        shouldReloadForSession({ renderedLoggedIn: false, credentials, lastReloadAt: undefined, now: NOW }),
      ).toBe(false);
    }
  });

  it('when it reloaded for that less than 10 seconds ago, then it does not reload again; later it does', () => {
    const check = { renderedLoggedIn: false, credentials: customer, lastReloadAt: NOW };
    expect(shouldReloadForSession({ ...check, now: NOW + RELOAD_GUARD_MS - 1 })).toBe(false);
    expect(shouldReloadForSession({ ...check, now: NOW + RELOAD_GUARD_MS })).toBe(true);
  });
});

describe('given a page rendered for a customer', () => {
  it('when the browser still holds the login, then the page is current', () => {
    expect(
      shouldReloadForSession({
        renderedLoggedIn: true,
        credentials: customer,
        lastReloadAt: undefined,
        now: NOW,
      }),
    ).toBe(false);
  });

  it('when the browser holds no login any more (signed out elsewhere), then it reloads to the guest’s page', () => {
    for (const credentials of [guest, {}]) {
      expect(
        shouldReloadForSession({ renderedLoggedIn: true, credentials, lastReloadAt: undefined, now: NOW }),
      ).toBe(true);
    }
  });
});

describe('given any page and any credentials', () => {
  const credentialsArb = fc.record(
    {
      token: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
      requestId: fc.option(
        fc.oneof(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }).map(guestRequestId)),
        {
          nil: undefined,
        },
      ),
    },
    { requiredKeys: [] },
  );

  it('it reloads only when the page shows another session than the server would render, and never twice within the window', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        credentialsArb,
        fc.option(fc.nat({ max: NOW }), { nil: undefined }),
        (renderedLoggedIn, credentials, lastReloadAt) => {
          const reload = shouldReloadForSession({ renderedLoggedIn, credentials, lastReloadAt, now: NOW });
          if (reload) expect(renderedLoggedIn).not.toBe(isLoggedIn(credentials));
          if (lastReloadAt !== undefined && NOW - lastReloadAt < RELOAD_GUARD_MS) expect(reload).toBe(false);
          if (lastReloadAt === undefined) expect(reload).toBe(renderedLoggedIn !== isLoggedIn(credentials));
        },
      ),
    );
  });
});
