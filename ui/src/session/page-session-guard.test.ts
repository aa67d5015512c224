import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@fanshop/adapters/storage';
import { ReloadGuard } from '@fanshop/adapters/i18n';
import { CredentialsMother, FakeScheduler, MemoryCredentialStore } from '@fanshop/core/testing';
import { RELOAD_GUARD_MS } from '@fanshop/core/shared';
import { PageSessionGuard, shownByBootState, type ShownPage } from './page-session-guard';

function setup(credentials = CredentialsMother.customer()) {
  const clock = new FakeScheduler(5_000_000);
  const storage = new MemoryStorage();
  const store = new MemoryCredentialStore(credentials);
  let reloads = 0;
  const guard = new PageSessionGuard({
    credentials: store,
    reload: new ReloadGuard(storage, clock, () => reloads++, 'session.lastReloadAt'),
    clock,
  });
  return { guard, clock, storage, store, reloads: () => reloads };
}

const guestPage: ShownPage = { loggedIn: false, status: 200 };

describe('given the boot state of a page', () => {
  it('then it shows the session and the status the server rendered', () => {
    expect(shownByBootState({ session: { loggedIn: false }, router: { status: 200 } })).toEqual(guestPage);
    expect(shownByBootState({ session: { loggedIn: true }, router: { status: 404 } })).toEqual({
      loggedIn: true,
      status: 404,
    });
    expect(shownByBootState({})).toEqual({ loggedIn: undefined, status: 0 });
  });
});

describe('given a guest’s page while the cookies hold a customer’s login', () => {
  it('when the page starts, then it reloads at once and notes when', () => {
    const { guard, storage, reloads } = setup();
    expect(guard.check(guestPage)).toBe(true);
    expect(reloads()).toBe(1);
    expect(storage.getItem('session.lastReloadAt')).toBe('5000000');
  });

  it('when the reload brings back the same copy within 10 seconds, then it does not reload again; after that it does', () => {
    const { guard, clock, reloads } = setup();
    guard.check(guestPage);
    clock.advance(RELOAD_GUARD_MS - 1);
    expect(guard.check(guestPage)).toBe(false);
    clock.advance(1);
    expect(guard.check(guestPage)).toBe(true);
    expect(reloads()).toBe(2);
  });

  it('when a stale-code reload happened just before, then the session reload is not held back by it', () => {
    const { guard, storage, reloads } = setup();
    storage.setItem('app.lastReloadAt', '5000000');
    expect(guard.check(guestPage)).toBe(true);
    expect(reloads()).toBe(1);
  });

  it('when the page is not a 200 (an error page, a page while the API is away) or holds no session, then it stays', () => {
    const { guard, reloads } = setup();
    expect(guard.check({ loggedIn: false, status: 503 })).toBe(false);
    expect(guard.check({ loggedIn: false, status: 404 })).toBe(false);
    expect(guard.check({ loggedIn: undefined, status: 200 })).toBe(false);
    expect(reloads()).toBe(0);
  });
});

describe('given cookies that hold no login', () => {
  it('when the page is a guest’s, then it stays, also with a token beside a guest id (the server renders a guest then)', () => {
    for (const credentials of [CredentialsMother.guest(), { ...CredentialsMother.guest(), token: 't' }, {}]) {
      const { guard, storage, reloads } = setup(credentials);
      expect(guard.check(guestPage)).toBe(false);
      expect(reloads()).toBe(0);
      expect(storage.getItem('session.lastReloadAt')).toBeNull();
    }
  });

  it('when the page is a customer’s (signed out meanwhile), then it reloads to the guest’s page', () => {
    const { guard, reloads } = setup(CredentialsMother.guest());
    expect(guard.check({ loggedIn: true, status: 200 })).toBe(true);
    expect(reloads()).toBe(1);
  });
});

describe('given a page the browser brings back from its back-forward cache', () => {
  it('when it is restored, then it is checked with what its stores show now; a first show is not', () => {
    const { guard, store, reloads } = setup(CredentialsMother.guest());
    const window = new EventTarget();
    const shown: ShownPage = { loggedIn: false, status: 200 };
    guard.watchRestores(window, () => shown);
    store.setToken('token-from-a-login-on-another-page');
    store.setRequestId(CredentialsMother.customer().requestId!);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: false }));
    expect(reloads()).toBe(0);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(reloads()).toBe(1);
  });
});
