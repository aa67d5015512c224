import {
  EnsureRequestId,
  hasStoredIdentity,
  StoredSessionStatus,
  type CredentialStore,
  type RequestIdFactory,
} from '@fanshop/core/session';
import { CART_MERGE_STORAGE_KEY, WISHLIST_MERGE_STORAGE_KEY } from '@fanshop/core/shared';
import { CookieCredentialStore } from '../storage/cookie-credential-store.js';
import type { CookieJar } from '../storage/cookie-jar.js';
import { CryptoRequestIdFactory } from '../storage/crypto-request-id-factory.js';
import type { KeyValueStorage } from '../storage/key-value-storage.js';
import { StorageMergeIdStore } from '../storage/storage-merge-id-store.js';

/** Where a shopper's identity is kept: the shop's cookies and a key-value storage (localStorage in a browser). */
export interface ShopIdentityOptions {
  readonly cookies: CookieJar;
  readonly storage: KeyValueStorage;
  /** Replaces the credential store over `cookies` and `storage` (for tests). */
  readonly credentials?: CredentialStore;
  readonly requestIds?: RequestIdFactory;
}

/**
 * Who the shopper is, as every part of the shop reads it: the token and request id (`__uuhlat`,
 * `__uul`), the guest merge ids kept for the next login, and the core's answers to "is this a guest?"
 * and "is there anyone yet?". One per shopper: a browser page, a server request, a script.
 */
export interface ShopIdentity {
  readonly credentials: CredentialStore;
  readonly cartMergeIds: StorageMergeIdStore;
  readonly wishlistMergeIds: StorageMergeIdStore;
  /** The core's guest test over the stored credentials. */
  readonly status: StoredSessionStatus;
  /** Gives a guest a request id on first need: cart and wishlist calls always carry one. */
  readonly ensureRequestId: EnsureRequestId;
  /** Whether there is a token or a request id yet; without one there is no cart or wishlist to load. */
  hasIdentity(): boolean;
}

/** The identity of one shopper over cookies and storage. */
export function createShopIdentity(options: ShopIdentityOptions): ShopIdentity {
  const credentials = options.credentials ?? new CookieCredentialStore(options.cookies, options.storage);
  return {
    credentials,
    cartMergeIds: new StorageMergeIdStore(options.storage, CART_MERGE_STORAGE_KEY),
    wishlistMergeIds: new StorageMergeIdStore(options.storage, WISHLIST_MERGE_STORAGE_KEY),
    status: new StoredSessionStatus(credentials),
    ensureRequestId: new EnsureRequestId(credentials, options.requestIds ?? new CryptoRequestIdFactory()),
    hasIdentity: () => hasStoredIdentity(credentials),
  };
}
