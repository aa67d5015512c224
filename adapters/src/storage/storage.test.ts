import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CART_MERGE_STORAGE_KEY, USER_HASH_STORAGE_KEY } from '@fanshop/core/shared';
import {
  CookieCredentialStore,
  REQUEST_ID_COOKIE_MAX_AGE_S,
  TOKEN_COOKIE_MAX_AGE_S,
} from './cookie-credential-store.js';
import { RequestCookieJar } from './cookie-jar.js';
import { CryptoRequestIdFactory } from './crypto-request-id-factory.js';
import { MemoryStorage } from './key-value-storage.js';
import { StorageMergeIdStore } from './storage-merge-id-store.js';

describe('RequestCookieJar (server side)', () => {
  it('given an incoming Cookie header, then the shop cookies are read from it', () => {
    const jar = new RequestCookieJar('__uul=abc; __uuhlat=u123; other=x', false);
    expect(jar.get('__uul')).toBe('abc');
    expect(jar.get('__uuhlat')).toBe('u123');
    expect(jar.get('missing')).toBeUndefined();
  });

  it('when a cookie is set, then it is readable at once and sent back with Path, SameSite and a bounded Max-Age', () => {
    const jar = new RequestCookieJar(undefined, true);
    jar.set('__uuhlat', 'u42', { maxAgeSeconds: 60 });
    expect(jar.get('__uuhlat')).toBe('u42');
    const [header] = jar.setCookieHeaders();
    expect(header).toContain('__uuhlat=u42');
    expect(header).toContain('Path=/');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Max-Age=60');
    expect(header).toContain('Secure');
  });

  it('given plain http, then cookies are not marked Secure; removing sends Max-Age=0', () => {
    const jar = new RequestCookieJar('__uul=t', false);
    jar.remove('__uul');
    expect(jar.get('__uul')).toBeUndefined();
    const [header] = jar.setCookieHeaders();
    expect(header).not.toContain('Secure');
    expect(header).toContain('Max-Age=0');
  });

  it('round-trips any cookie value through Set-Cookie and Cookie', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (value) => {
        const writer = new RequestCookieJar(undefined, false);
        writer.set('v', value, { maxAgeSeconds: 10 });
        const pair = writer.setCookieHeaders()[0]!.split(';')[0]!;
        return new RequestCookieJar(pair, false).get('v') === value;
      }),
    );
  });
});

describe('CookieCredentialStore', () => {
  it('keeps the token and request id in cookies and the user hash in storage, and clears each', () => {
    const jar = new RequestCookieJar(undefined, false);
    const storage = new MemoryStorage();
    const store = new CookieCredentialStore(jar, storage);
    store.setToken('tok');
    store.setRequestId('rid');
    store.setUserHash('hash');
    expect(jar.get('__uul')).toBe('tok');
    expect(jar.get('__uuhlat')).toBe('rid');
    expect(storage.getItem(USER_HASH_STORAGE_KEY)).toBe('hash');
    expect(jar.setCookieHeaders().find((h) => h.startsWith('__uul='))).toContain(
      `Max-Age=${TOKEN_COOKIE_MAX_AGE_S}`,
    );

    store.clearToken();
    store.clearRequestId();
    store.clearUserHash();
    expect([store.getToken(), store.getRequestId(), store.getUserHash()]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('a customer’s request id expires with the token; a guest’s keeps its own 90 days', () => {
    const jar = new RequestCookieJar(undefined, false);
    const store = new CookieCredentialStore(jar, new MemoryStorage());
    const maxAge = (name: string) =>
      /Max-Age=(\d+)/.exec(jar.setCookieHeaders().find((h) => h.startsWith(`${name}=`)) ?? '')?.[1];

    store.setRequestId('u0e8400e2-9b1d-4a7f-8c3e-2b6d4f5a7c91');
    expect(maxAge('__uuhlat')).toBe(String(REQUEST_ID_COOKIE_MAX_AGE_S));

    store.setToken('tok');
    store.setRequestId('9d1c4e5a-6b7f-4c3d-8e2a-1f0b9c8d7e6f');
    expect(maxAge('__uuhlat')).toBe(String(TOKEN_COOKIE_MAX_AGE_S));
    expect(maxAge('__uul')).toBe(String(TOKEN_COOKIE_MAX_AGE_S));
  });

  it('a new token (after a password change) renews the customer’s request id with it', () => {
    const jar = new RequestCookieJar('__uuhlat=9d1c4e5a-6b7f-4c3d-8e2a-1f0b9c8d7e6f', false);
    const store = new CookieCredentialStore(jar, new MemoryStorage());

    store.setToken('new-token');

    expect(jar.setCookieHeaders().map((h) => h.split(';')[0])).toEqual([
      '__uul=new-token',
      '__uuhlat=9d1c4e5a-6b7f-4c3d-8e2a-1f0b9c8d7e6f',
    ]);
  });

  it('given an empty cookie value, then nothing counts as stored', () => {
    const store = new CookieCredentialStore(new RequestCookieJar('__uul=', false), new MemoryStorage());
    expect(store.getToken()).toBeUndefined();
  });
});

describe('StorageMergeIdStore', () => {
  it('keeps the cart merge id under Cart.mergeUuid', () => {
    const storage = new MemoryStorage();
    const store = new StorageMergeIdStore(storage, CART_MERGE_STORAGE_KEY);
    expect(store.get()).toBeNull();
    store.set('u-cart');
    expect(storage.getItem('Cart.mergeUuid')).toBe('u-cart');
    store.clear();
    expect(store.get()).toBeNull();
  });
});

describe('CryptoRequestIdFactory', () => {
  it('makes guest ids: u followed by a UUID v4, different each time', () => {
    const factory = new CryptoRequestIdFactory();
    const a = factory.create();
    expect(a).toMatch(/^u[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(factory.create()).not.toBe(a);
  });
});
