import type { CredentialStore } from '@fanshop/core/session';
import { REQUEST_ID_COOKIE, TOKEN_COOKIE, USER_HASH_STORAGE_KEY } from '@fanshop/core/shared';
import type { CookieJar } from './cookie-jar.js';
import type { KeyValueStorage } from './key-value-storage.js';

/** Lifetime of the token cookie `__uul`: a customer stays signed in for 30 days. */
export const TOKEN_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;
/** Lifetime of the request id cookie `__uuhlat`: a guest's cart and wishlist are kept for 90 days. */
export const REQUEST_ID_COOKIE_MAX_AGE_S = 90 * 24 * 60 * 60;

/**
 * The session's credentials: token in `__uul`, request id in `__uuhlat` (cookies, so the server and the
 * checkout host see them too), user hash in localStorage `auth-storage.user-hash`.
 */
export class CookieCredentialStore implements CredentialStore {
  constructor(
    private readonly cookies: CookieJar,
    private readonly storage: KeyValueStorage,
  ) {}

  getToken(): string | undefined {
    return nonEmpty(this.cookies.get(TOKEN_COOKIE));
  }

  setToken(token: string): void {
    this.cookies.set(TOKEN_COOKIE, token, { maxAgeSeconds: TOKEN_COOKIE_MAX_AGE_S });
  }

  clearToken(): void {
    this.cookies.remove(TOKEN_COOKIE);
  }

  getRequestId(): string | undefined {
    return nonEmpty(this.cookies.get(REQUEST_ID_COOKIE));
  }

  setRequestId(requestId: string): void {
    this.cookies.set(REQUEST_ID_COOKIE, requestId, { maxAgeSeconds: REQUEST_ID_COOKIE_MAX_AGE_S });
  }

  clearRequestId(): void {
    this.cookies.remove(REQUEST_ID_COOKIE);
  }

  getUserHash(): string | undefined {
    return nonEmpty(this.storage.getItem(USER_HASH_STORAGE_KEY));
  }

  setUserHash(userHash: string): void {
    this.storage.setItem(USER_HASH_STORAGE_KEY, userHash);
  }

  clearUserHash(): void {
    this.storage.removeItem(USER_HASH_STORAGE_KEY);
  }
}

function nonEmpty(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value === '' ? undefined : value;
}
