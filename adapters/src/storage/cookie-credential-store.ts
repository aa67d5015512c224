import {
  GUEST_REQUEST_ID_LIFETIME_S,
  isGuestRequestId,
  requestIdLifetimeSeconds,
  TOKEN_LIFETIME_S,
  type CredentialStore,
} from '@fanshop/core/session';
import { REQUEST_ID_COOKIE, TOKEN_COOKIE, USER_HASH_STORAGE_KEY } from '@fanshop/core/shared';
import type { CookieJar } from './cookie-jar.js';
import type { KeyValueStorage } from './key-value-storage.js';

/** Lifetime of the token cookie `__uul` (the core's `TOKEN_LIFETIME_S`). */
export const TOKEN_COOKIE_MAX_AGE_S = TOKEN_LIFETIME_S;
/** Lifetime of a guest's request id cookie `__uuhlat` (the core's `GUEST_REQUEST_ID_LIFETIME_S`). */
export const REQUEST_ID_COOKIE_MAX_AGE_S = GUEST_REQUEST_ID_LIFETIME_S;

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
    this.cookies.set(TOKEN_COOKIE, token, { maxAgeSeconds: TOKEN_LIFETIME_S });
    // A customer's id lives as long as the token (`requestIdLifetimeSeconds`): a new token (after a
    // password change, say) renews it, so the two still run out together.
    const requestId = this.getRequestId();
    if (requestId !== undefined && !isGuestRequestId(requestId)) this.setRequestId(requestId);
  }

  clearToken(): void {
    this.cookies.remove(TOKEN_COOKIE);
  }

  getRequestId(): string | undefined {
    return nonEmpty(this.cookies.get(REQUEST_ID_COOKIE));
  }

  setRequestId(requestId: string): void {
    this.cookies.set(REQUEST_ID_COOKIE, requestId, { maxAgeSeconds: requestIdLifetimeSeconds(requestId) });
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
