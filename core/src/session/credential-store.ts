import type { SessionCredentials } from './session.js';

/**
 * Where the session's credentials live (spec section 9): the token in the cookie `__uul`, the
 * request id in the cookie `__uuhlat`, the user hash in localStorage `auth-storage.user-hash`.
 * Synchronous because cookies and localStorage are; on the server the adapter reads the request's
 * cookies. Getters return `undefined` when nothing is stored.
 */
export interface CredentialStore {
  getToken(): string | undefined;
  setToken(token: string): void;
  clearToken(): void;
  getRequestId(): string | undefined;
  setRequestId(requestId: string): void;
  clearRequestId(): void;
  getUserHash(): string | undefined;
  setUserHash(userHash: string): void;
  clearUserHash(): void;
}

/** A snapshot of the stored credentials, for the pure session rules. */
export function readCredentials(store: CredentialStore): SessionCredentials {
  return { token: store.getToken(), requestId: store.getRequestId(), userHash: store.getUserHash() };
}

/** Forgets every credential; the next call goes out as a new guest. */
export function clearCredentials(store: CredentialStore): void {
  store.clearToken();
  store.clearRequestId();
  store.clearUserHash();
}

/**
 * True when the visitor has a token or a request id. Cart and wishlist live under one of them, so a
 * visitor with neither (a first visit) has none yet and there is nothing to load.
 */
export function hasStoredIdentity(store: Pick<CredentialStore, 'getToken' | 'getRequestId'>): boolean {
  return Boolean(store.getToken() || store.getRequestId());
}
