import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FakeScheduler,
  flushMicrotasks,
  RecordingNavigator,
  FakeSessionResettable,
} from '@fanshop/core/testing';
import { HandleInvalidToken, Logout, readCredentials, shouldForceLogout } from '@fanshop/core/session';
import {
  CART_MERGE_STORAGE_KEY,
  USER_HASH_STORAGE_KEY,
  WISHLIST_MERGE_STORAGE_KEY,
} from '@fanshop/core/shared';
import { HttpAuthGateway } from '../gateways/http-auth-gateway.js';
import { CookieCredentialStore } from '../storage/cookie-credential-store.js';
import { RequestCookieJar } from '../storage/cookie-jar.js';
import { MemoryStorage } from '../storage/key-value-storage.js';
import { StorageMergeIdStore } from '../storage/storage-merge-id-store.js';
import { HttpClient } from './http-client.js';
import { SessionRequiredError } from './http-errors.js';
import { sessionSignalOf } from './session-signal.js';
import { FakeTransport } from './testing/fake-transport.js';

const INVALID_TOKEN = { status: 403, data: { errors: { token: 'invalid token' } } };

const GUEST_ID = 'u6f1c2d3e-0000-4000-8000-000000000001';
const CUSTOMER_ID = '3b7c8f8e-1111-4111-8111-111111111111';

/** The client wired to the session's invalid-token policy as the composition root wires it. */
function customerSession(cookieHeader = `__uul=tok-1; __uuhlat=${CUSTOMER_ID}`) {
  const scheduler = new FakeScheduler(1_000_000);
  const transport = new FakeTransport();
  const cookies = new RequestCookieJar(cookieHeader, false);
  const storage = new MemoryStorage();
  storage.setItem(USER_HASH_STORAGE_KEY, 'hash-1');
  storage.setItem(CART_MERGE_STORAGE_KEY, 'u-cart');
  storage.setItem(WISHLIST_MERGE_STORAGE_KEY, 'u-wishlist');
  const credentials = new CookieCredentialStore(cookies, storage);
  const client = new HttpClient({
    baseUrl: 'http://api.test',
    scheduler,
    transport: transport.adapter,
    caller: {
      identity: () => ({ token: credentials.getToken(), requestId: credentials.getRequestId() }),
      language: () => 'en-US',
    },
  });
  const cart = new FakeSessionResettable('cart');
  const wishlist = new FakeSessionResettable('wishlist');
  const navigator = new RecordingNavigator();
  const logout = new Logout({
    auth: new HttpAuthGateway(client),
    credentials,
    cartState: cart,
    wishlistState: wishlist,
    wishlistMergeIds: new StorageMergeIdStore(storage, WISHLIST_MERGE_STORAGE_KEY),
    cartMergeIds: new StorageMergeIdStore(storage, CART_MERGE_STORAGE_KEY),
    navigator,
  });
  const policy = new HandleInvalidToken(logout);
  client.onResponseError((event) => {
    void policy.execute(sessionSignalOf(event));
  });
  return { client, transport, credentials, storage, cart, wishlist, navigator, scheduler };
}

describe('given a customer whose token the server no longer accepts', () => {
  it('when five calls fail at once with 403 invalid token, then exactly one logout runs and the shopper goes home', async () => {
    const shop = customerSession();
    const names = ['a', 'b', 'c', 'd', 'e'];
    for (const n of names) shop.transport.answer(`GET /api/v1/user/?n=${n}`, INVALID_TOKEN);
    shop.transport.answer('GET /api/v1/auth/logout/', { status: 200, data: {} });
    const calls = names.map((n) =>
      shop.client.get(`/api/v1/user/`, { auth: 'required', params: { n } }).catch(() => 'failed'),
    );
    expect(await Promise.all(calls)).toEqual(['failed', 'failed', 'failed', 'failed', 'failed']);
    await flushMicrotasks(50);
    expect(shop.transport.count('GET /api/v1/auth/logout/')).toBe(1);
    expect(shop.navigator.homeVisits).toBe(1);
    expect(shop.cart.resets).toBe(1);
    expect(shop.wishlist.resets).toBe(1);
  });

  it('when the logout call itself fails, then credentials, user hash and both merge ids are cleared anyway', async () => {
    const shop = customerSession();
    shop.transport.answer('GET /api/v1/orders/', INVALID_TOKEN);
    shop.transport.answer('GET /api/v1/auth/logout/', { status: 500, data: { errors: { server: 'down' } } });
    await shop.client.get('/api/v1/orders/', { auth: 'required' }).catch(() => undefined);
    // The failed logout GET is retried once after a short wait.
    for (let i = 0; i < 20; i++) await shop.scheduler.advanceAsync(100);
    expect(readCredentials(shop.credentials)).toEqual({
      token: undefined,
      requestId: undefined,
      userHash: undefined,
    });
    expect(shop.storage.getItem(CART_MERGE_STORAGE_KEY)).toBeNull();
    expect(shop.storage.getItem(WISHLIST_MERGE_STORAGE_KEY)).toBeNull();
    expect(shop.navigator.homeVisits).toBe(1);
  });

  it('when a call fails for another reason, then nobody is logged out', async () => {
    const shop = customerSession();
    shop.transport.answer('GET /api/v1/user/', { status: 404, data: { errors: { path: 'not found' } } });
    await shop.client.get('/api/v1/user/', { auth: 'required' }).catch(() => undefined);
    await flushMicrotasks(50);
    expect(shop.transport.count('GET /api/v1/auth/logout/')).toBe(0);
    expect(shop.credentials.getToken()).toBe('tok-1');
  });
});

describe('given a guest: a u request id and no token', () => {
  it('when a call needs a token, then it is not sent and the session ends as an invalid token ends it: cleared, home', async () => {
    const shop = customerSession(`__uuhlat=${GUEST_ID}`);
    shop.storage.setItem(WISHLIST_MERGE_STORAGE_KEY, 'u-wishlist');
    const error = await shop.client.get('/api/v1/user/', { auth: 'required' }).catch((e: unknown) => e);
    await flushMicrotasks(50);

    expect(error).toBeInstanceOf(SessionRequiredError);
    expect(shop.transport.sent).toHaveLength(0);
    expect(shop.navigator.homeVisits).toBe(1);
    expect(shop.wishlist.resets).toBe(1);
    expect(readCredentials(shop.credentials)).toEqual({
      token: undefined,
      requestId: undefined,
      userHash: undefined,
    });
    expect(shop.storage.getItem(WISHLIST_MERGE_STORAGE_KEY)).toBeNull();
  });
});

describe('property: the client refuses a call exactly when the invalid-token rule would end the session', () => {
  const tokens = [undefined, '', '  ', 'tok-1'];
  const ids = [undefined, '', GUEST_ID, `U${GUEST_ID.slice(1)}`, ` ${GUEST_ID}`, CUSTOMER_ID];

  it('for any token and request id, a call that needs a token is refused (and goes home) iff the id starts with u and no token is set', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...tokens), fc.constantFrom(...ids), async (token, requestId) => {
        const shop = customerSession('');
        if (token !== undefined) shop.credentials.setToken(token);
        if (requestId !== undefined) shop.credentials.setRequestId(requestId);
        shop.transport.answer('GET /api/v1/user/', { status: 200, data: {} });
        const refused = shouldForceLogout({ type: 'token-required', credentials: { token, requestId } });

        const outcome = await shop.client.get('/api/v1/user/', { auth: 'required' }).then(
          () => 'sent',
          (e: unknown) => (e instanceof SessionRequiredError ? 'refused' : 'failed'),
        );
        await flushMicrotasks(50);

        expect(outcome).toBe(refused ? 'refused' : 'sent');
        expect(shop.transport.count('GET /api/v1/user/')).toBe(refused ? 0 : 1);
        expect(shop.navigator.homeVisits).toBe(refused ? 1 : 0);
      }),
    );
  });
});
