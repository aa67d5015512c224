/**
 * The business constants and limits of the storefront (spec section 9), named in one place.
 * Durations are milliseconds.
 */

/** A discount is shown only from this percentage on (discountShowLimit). */
export const DISCOUNT_SHOW_LIMIT_PERCENT = 10;

/** Delay before a cart line removal is sent; the shopper can undo meanwhile. */
export const CART_REMOVAL_DELAY_MS = 2_000;

/** The analytics page-counter event fires at this page view. */
export const ANALYTICS_PAGE_COUNTER_AT = 10;
/** The analytics timer event fires after this time on the site (8 minutes). */
export const ANALYTICS_TIMER_MS = 480_000;

/** Locale messages are cached for 24 hours. */
export const LOCALE_MESSAGES_CACHE_MS = 24 * 60 * 60 * 1_000;
/** The language cookie lives for 365 days. */
export const I18N_COOKIE_DAYS = 365;
/** The language cookie (i18next's name for it): the page's language, read by the checkout host too. */
export const LANGUAGE_COOKIE = 'i18next';
/**
 * A guarded reload (locale handling, stale code, a page showing another session than the browser
 * holds) is not repeated within this window (`mayReloadAgain`).
 */
export const RELOAD_GUARD_MS = 10_000;

/** Cookie holding the customer's token. */
export const TOKEN_COOKIE = '__uul';
/** Cookie holding the request id (a guest's starts with `u`). */
export const REQUEST_ID_COOKIE = '__uuhlat';
/** localStorage key of the user hash. */
export const USER_HASH_STORAGE_KEY = 'auth-storage.user-hash';
/** localStorage key of the guest cart's merge id. */
export const CART_MERGE_STORAGE_KEY = 'Cart.mergeUuid';
/** localStorage key of the guest wishlist's merge id (name not given by the spec). */
export const WISHLIST_MERGE_STORAGE_KEY = 'Wishlist.mergeUuid';

/** Number of default suggestions shown for an empty query. */
export const SUGGESTIONS_SHOWN = 5;
/** Autosuggest waits this long after the last keystroke. */
export const AUTOSUGGEST_DEBOUNCE_MS = 1_000;
/** A search query is used from this many characters on. */
export const QUERY_MIN_LENGTH = 2;
/** A search query is cut to this many characters. */
export const QUERY_MAX_LENGTH = 50;

/** The header-data call gives up after this long. */
export const HEADER_DATA_TIMEOUT_MS = 500;
/** Repeated GETs to one URL share one in-flight request within this window. */
export const GET_DEDUPE_WINDOW_MS = 2_000;

/** Header popups close this long after the pointer leaves. */
export const POPUP_CLOSE_DELAY_MS = 300;
/** The wishlist popup opened by an add closes itself after this long. */
export const WISHLIST_POPUP_AUTO_CLOSE_MS = 6_000;

/** Retries per method: GET once, writes never. */
export const RETRIES_GET = 1;
export const RETRIES_WRITE = 0;
/** Statuses that may be retried (GET only); a timeout or a network error may be too (`retryDelayMs`). */
export const RETRYABLE_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
/**
 * The longest a page waits for its one retry (not given by the spec; ADR 0023). A `Retry-After` that
 * asks for more is cut to this: the spec retries every listed status once, and a shopper would rather
 * see the failure after three seconds than a page stuck for as long as a server asks. Shorter waits
 * are honoured as asked.
 */
export const RETRY_AFTER_CAP_MS = 3_000;
/**
 * How long a call the browser cut off while the shopper was leaving the page waits before it is judged
 * (not given by the spec). A page that is gone never resumes, so nothing is logged, retried or shown; a
 * page that stays after all (a download, a navigation cancelled, the back-forward cache) takes the
 * failure as it was after this long.
 */
export const LEAVING_GRACE_MS = 5_000;
/** The wait before the retry when the failure names none (not given by the spec). */
export const RETRY_DEFAULT_DELAY_MS = 250;

/** Store currency (the one locale, `at`, has no code of its own: nothing the shop sends names it). */
export const CURRENCY = 'EUR';

/** Layout breakpoints in CSS pixels. */
export const BREAKPOINTS = { sm: 320, md: 577, lg: 993, xl: 1281 } as const;
