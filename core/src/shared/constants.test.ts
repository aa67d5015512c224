import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_PAGE_COUNTER_AT,
  ANALYTICS_TIMER_MS,
  AUTOSUGGEST_DEBOUNCE_MS,
  CART_MERGE_STORAGE_KEY,
  CART_REMOVAL_DELAY_MS,
  CURRENCY,
  GET_DEDUPE_WINDOW_MS,
  HEADER_DATA_TIMEOUT_MS,
  I18N_COOKIE_DAYS,
  LANGUAGE_COOKIE,
  LOCALE_MESSAGES_CACHE_MS,
  POPUP_CLOSE_DELAY_MS,
  QUERY_MAX_LENGTH,
  QUERY_MIN_LENGTH,
  RELOAD_GUARD_MS,
  REQUEST_ID_COOKIE,
  RETRIES_GET,
  RETRIES_WRITE,
  RETRYABLE_STATUSES,
  SUGGESTIONS_SHOWN,
  TOKEN_COOKIE,
  USER_HASH_STORAGE_KEY,
  WISHLIST_MERGE_STORAGE_KEY,
  WISHLIST_POPUP_AUTO_CLOSE_MS,
} from './constants.js';

describe('the business constants', () => {
  it('given spec section 9, then the times, counts and limits are its own', () => {
    expect({
      CART_REMOVAL_DELAY_MS,
      ANALYTICS_PAGE_COUNTER_AT,
      ANALYTICS_TIMER_MS,
      LOCALE_MESSAGES_CACHE_MS,
      I18N_COOKIE_DAYS,
      RELOAD_GUARD_MS,
      SUGGESTIONS_SHOWN,
      AUTOSUGGEST_DEBOUNCE_MS,
      QUERY_MIN_LENGTH,
      QUERY_MAX_LENGTH,
      HEADER_DATA_TIMEOUT_MS,
      GET_DEDUPE_WINDOW_MS,
      POPUP_CLOSE_DELAY_MS,
      WISHLIST_POPUP_AUTO_CLOSE_MS,
      RETRIES_GET,
      RETRIES_WRITE,
      CURRENCY,
    }).toEqual({
      CART_REMOVAL_DELAY_MS: 2_000,
      ANALYTICS_PAGE_COUNTER_AT: 10,
      ANALYTICS_TIMER_MS: 8 * 60_000,
      LOCALE_MESSAGES_CACHE_MS: 24 * 3_600_000,
      I18N_COOKIE_DAYS: 365,
      RELOAD_GUARD_MS: 10_000,
      SUGGESTIONS_SHOWN: 5,
      AUTOSUGGEST_DEBOUNCE_MS: 1_000,
      QUERY_MIN_LENGTH: 2,
      QUERY_MAX_LENGTH: 50,
      HEADER_DATA_TIMEOUT_MS: 500,
      GET_DEDUPE_WINDOW_MS: 2_000,
      POPUP_CLOSE_DELAY_MS: 300,
      WISHLIST_POPUP_AUTO_CLOSE_MS: 6_000,
      RETRIES_GET: 1,
      RETRIES_WRITE: 0,
      CURRENCY: 'EUR',
    });
  });

  // Browsers keep these names, and the checkout host reads the cookies: a new name loses a shopper's
  // session, language or guest cart.
  it('given the names browsers keep and other hosts read, then they are those of spec section 9', () => {
    expect({
      TOKEN_COOKIE,
      REQUEST_ID_COOKIE,
      LANGUAGE_COOKIE,
      USER_HASH_STORAGE_KEY,
      CART_MERGE_STORAGE_KEY,
      WISHLIST_MERGE_STORAGE_KEY,
    }).toEqual({
      TOKEN_COOKIE: '__uul',
      REQUEST_ID_COOKIE: '__uuhlat',
      LANGUAGE_COOKIE: 'i18next',
      USER_HASH_STORAGE_KEY: 'auth-storage.user-hash',
      CART_MERGE_STORAGE_KEY: 'Cart.mergeUuid',
      WISHLIST_MERGE_STORAGE_KEY: 'Wishlist.mergeUuid',
    });
  });

  it('given the retry rule of spec section 8, then exactly these statuses may be retried', () => {
    expect(RETRYABLE_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });
});
