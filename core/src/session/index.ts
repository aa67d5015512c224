/**
 * The session: login and registration with merges, logout, the invalid-token rule, the guest request id, credentials, password recovery, and when a page shows another session than the browser holds (spec sections 4, 6 and 8).
 *
 * @module
 */
export {
  type LoginCredentials,
  type Registration,
  type AuthAnswer,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type AuthGateway,
} from './auth-gateway.js';
export { ConfirmDoubleOptIn } from './confirm-double-opt-in.js';
export {
  readCredentials,
  clearCredentials,
  hasStoredIdentity,
  type CredentialStore,
} from './credential-store.js';
export {
  cookieDomainProblem,
  hostInCookieDomain,
  normaliseCookieDomain,
  type CookieDomainSettings,
} from './cookie-domain.js';
export {
  GUEST_REQUEST_ID_LIFETIME_S,
  requestIdLifetimeSeconds,
  shopCookieLifetimeSeconds,
  TOKEN_LIFETIME_S,
} from './credential-lifetimes.js';
export { shopCookieAttributes, type ShopCookieAttributes } from './shop-cookie.js';
export { DeleteAccount } from './delete-account.js';
export { EnsureRequestId } from './ensure-request-id.js';
export {
  type GuestMerge,
  type MergeIdStore,
  type SessionResettable,
  type SessionEnder,
  type EndSessionOptions,
} from './guest-state.js';
export { HandleInvalidToken } from './handle-invalid-token.js';
export {
  INVALID_SESSION_ANSWERS,
  invalidSessionAnswer,
  isInvalidSessionFailure,
  isGuestWithoutToken,
  shouldForceLogout,
  type InvalidSessionAnswer,
  type SessionSignal,
} from './invalid-token.js';
export { LoginWithMerge, type LoginWithMergeDeps } from './login-with-merge.js';
export { Logout, type LogoutDeps } from './logout.js';
export { showsOtherSession, shouldReloadForSession, type PageSessionCheck } from './page-session.js';
export { RegisterWithMerge, type RegisterWithMergeDeps } from './register-with-merge.js';
export { type RequestIdFactory } from './request-id-factory.js';
export { RequestPasswordReset } from './request-password-reset.js';
export { canSubmitPasswordReset, ResetPassword } from './reset-password.js';
export { RestoreSession, type SessionSnapshot } from './restore-session.js';
export {
  GUEST_REQUEST_ID_PREFIX,
  guestRequestId,
  hasValue,
  isGuestRequestId,
  isLoggedIn,
  sessionPriceType,
  isPrivateSession,
  shopperPriceType,
  type SessionCredentials,
} from './session.js';
export { signIn, type SignInDeps } from './sign-in.js';
export { StoredSessionStatus } from './stored-session-status.js';
