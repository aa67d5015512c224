// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { REQUEST_ID_COOKIE, TOKEN_COOKIE } from '@fanshop/core/shared';
import { CredentialsMother } from '@fanshop/core/testing';
import { shownByBootState } from '../session/page-session-guard';
import { PAGE_LEFT_AT } from '../app/page-left';
import {
  createPageSessionGuard,
  SESSION_RELOAD_KEY,
  sendPendingRemovalsOnLeave,
  watchPage,
} from './browser-host';

const customer = CredentialsMother.customer();
const guestBoot = { session: { loggedIn: false, account: null, priceType: 'vk' }, router: { status: 200 } };

function setCookie(name: string, value: string, maxAge = 100) {
  document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAge}`;
}

afterEach(() => {
  setCookie(TOKEN_COOKIE, '', 0);
  setCookie(REQUEST_ID_COOKIE, '', 0);
  sessionStorage.clear();
  localStorage.clear();
});

describe('given the browser’s page session guard', () => {
  it('when a guest’s page boots beside the token and request id cookies, then it reloads once, noted in sessionStorage', () => {
    setCookie(TOKEN_COOKIE, customer.token!);
    setCookie(REQUEST_ID_COOKIE, customer.requestId!);
    let reloads = 0;
    const guard = createPageSessionGuard({}, () => reloads++);
    expect(guard.check(shownByBootState(guestBoot))).toBe(true);
    expect(reloads).toBe(1);
    expect(sessionStorage.getItem(SESSION_RELOAD_KEY)).toMatch(/^\d+$/);
    expect(localStorage.getItem('app.lastReloadAt')).toBeNull();
    // The reload brought the same copy back (a cache that ignores the cookie): no second reload.
    expect(createPageSessionGuard({}, () => reloads++).check(shownByBootState(guestBoot))).toBe(false);
    expect(reloads).toBe(1);
  });

  it('when a guest’s page boots with a guest’s cookies only, then it hydrates as usual', () => {
    setCookie(REQUEST_ID_COOKIE, CredentialsMother.guest().requestId!);
    setCookie(TOKEN_COOKIE, 'a-token-beside-a-guest-id');
    let reloads = 0;
    expect(createPageSessionGuard({}, () => reloads++).check(shownByBootState(guestBoot))).toBe(false);
    expect(reloads).toBe(0);
  });

  it('when the page comes back from the back-forward cache after a sign-in elsewhere, then it reloads', () => {
    let reloads = 0;
    const guard = createPageSessionGuard({}, () => reloads++);
    expect(guard.check(shownByBootState(guestBoot))).toBe(false);
    guard.watchRestores(window, () => ({ loggedIn: false, status: 200 }));
    setCookie(TOKEN_COOKIE, customer.token!);
    setCookie(REQUEST_ID_COOKIE, customer.requestId!);
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(reloads).toBe(1);
  });
});

describe('given the page watched for the shopper leaving it', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, PAGE_LEFT_AT);
  });

  it('when the shopper began leaving before the page’s code came (the loader’s note), then the page is being left', () => {
    (window as unknown as Record<string, unknown>)[PAGE_LEFT_AT] = Date.now() - 100;
    expect(watchPage().pageExit?.leaving()).toBe(true);
  });

  it('when the loader noted nothing, then the page is being left only from the shopper leaving it', () => {
    const { pageExit } = watchPage();
    expect(pageExit?.leaving()).toBe(false);
    window.dispatchEvent(new Event('pagehide'));
    expect(pageExit?.leaving()).toBe(true);
    window.dispatchEvent(new Event('pageshow'));
  });
});

describe('given a cart removal waiting when the page is left', () => {
  it('when the page is hidden for good (another site, a closed tab), then the removal is sent at once', () => {
    let sent = 0;
    const page = new EventTarget();
    sendPendingRemovalsOnLeave(page, { sendPendingRemoval: async () => void sent++ });

    page.dispatchEvent(new Event('pagehide'));

    expect(sent).toBe(1);
  });
});
