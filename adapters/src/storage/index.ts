/**
 * Cookies and localStorage: the credential store (__uul, __uuhlat, auth-storage.user-hash), merge-id stores, the language cookie and the request id factory, in the browser and from a request's cookies on a server.
 *
 * @module
 */
export {
  TOKEN_COOKIE_MAX_AGE_S,
  REQUEST_ID_COOKIE_MAX_AGE_S,
  CookieCredentialStore,
} from './cookie-credential-store.js';
export {
  serializeShopCookie,
  DocumentCookieJar,
  RequestCookieJar,
  type CookieOptions,
  type CookieJar,
} from './cookie-jar.js';
export { CryptoRequestIdFactory } from './crypto-request-id-factory.js';
export {
  BrowserLocalStorage,
  BrowserSessionStorage,
  MemoryStorage,
  type KeyValueStorage,
} from './key-value-storage.js';
export { HandoffStorage, takeHandoffs } from './handoff-storage.js';
export { LANGUAGE_COOKIE, LanguageCookie } from './language-cookie.js';
export { StorageMergeIdStore } from './storage-merge-id-store.js';
