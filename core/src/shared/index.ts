/**
 * What every area shares: the business constants, clock and scheduler ports, the reload window, logger, errors, gender and language values (spec section 9).
 *
 * @module
 */
export { delay, type Clock, type ScheduledTask, type Scheduler } from './clock.js';
export { clientAddressOf } from './client-address.js';
export { isOwnFormPost, type PostSource } from './own-form-post.js';
export { FailureLimiter, SIGN_IN_FAILURES_PER_CLIENT, SIGN_IN_FAILURE_WINDOW_MS } from './failure-limiter.js';
export {
  DISCOUNT_SHOW_LIMIT_PERCENT,
  CART_REMOVAL_DELAY_MS,
  ANALYTICS_PAGE_COUNTER_AT,
  ANALYTICS_TIMER_MS,
  LOCALE_MESSAGES_CACHE_MS,
  I18N_COOKIE_DAYS,
  LANGUAGE_COOKIE,
  RELOAD_GUARD_MS,
  TOKEN_COOKIE,
  REQUEST_ID_COOKIE,
  USER_HASH_STORAGE_KEY,
  CART_MERGE_STORAGE_KEY,
  WISHLIST_MERGE_STORAGE_KEY,
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
  RETRYABLE_STATUSES,
  LEAVING_GRACE_MS,
  RETRY_AFTER_CAP_MS,
  RETRY_DEFAULT_DELAY_MS,
  CURRENCY,
  BREAKPOINTS,
} from './constants.js';
export {
  ERROR_CODES,
  FORM_ERROR_CODES,
  LIMITED_ERROR_CODES,
  isErrorCode,
  type ErrorCode,
} from './error-codes.js';
export {
  isApiFailure,
  fieldErrors,
  fieldErrorCodes,
  fieldFailures,
  errorAnswerBody,
  ShopError,
  ResponseParseError,
  type AnsweredFailure,
  type ApiFailure,
  type ErrorAnswerBody,
  type FieldFailure,
} from './errors.js';
export { Gender, toGender, isKnownGender } from './gender.js';
export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language } from './language.js';
export { silentLogger, type Logger } from './logger.js';
export { formatInteger } from './number-format.js';
export { formatLongDate, formatShortDay } from './date-format.js';
export { mayReloadAgain } from './reload-window.js';
export { leavingWaitMs, retriesFor, retryDelayMs, type CallFailure } from './retry.js';
export { listboxKeyTarget } from './listbox-keys.js';
