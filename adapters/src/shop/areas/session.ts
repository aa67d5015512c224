import { mergeGuestCart } from '@fanshop/core/cart';
import type { Navigator } from '@fanshop/core/navigation';
import {
  ConfirmDoubleOptIn,
  DeleteAccount,
  HandleInvalidToken,
  LoginWithMerge,
  Logout,
  RegisterWithMerge,
  RequestPasswordReset,
  ResetPassword,
  RestoreSession,
  type SessionEnder,
} from '@fanshop/core/session';
import type { Logger } from '@fanshop/core/shared';
import { mergeGuestWishlist } from '@fanshop/core/wishlist';
import type { SessionEvents } from '../session-events.js';
import type { AreaWiring } from '../shop-area.js';
import type { ShopGateways } from '../shop-gateways.js';
import type { ShopIdentity } from '../shop-identity.js';

/**
 * What a frontend keeps of the cart and the wishlist on screen, cleared when the session ends (spec
 * section 4). A frontend without such state leaves it out.
 */
export interface SessionLocalState {
  resetCart(): void;
  resetWishlist(): void;
}

/** The part of the session every frontend has: who the shopper is, and how a session ends. */
export interface SessionCore {
  readonly restore: RestoreSession;
  /** Every end of a session runs through it: the API told, everything local cleared, the end reported to the session's events. */
  readonly logout: SessionEnder;
  /** The invalid-token policy (spec section 8): it hears every failed answer through the session's events. */
  readonly handleInvalidToken: HandleInvalidToken;
}

const NO_LOCAL_STATE: SessionLocalState = { resetCart: () => undefined, resetWishlist: () => undefined };

/**
 * Wires the session core: restoring the shopper's role, and the one way a session ends (logout,
 * account deletion and the invalid-token policy all run through it). The policy listens to the failed
 * answers the shopper's HTTP client reports to `events`; every end is reported back to them.
 */
export function wireSessionCore(
  gateways: Pick<ShopGateways, 'auth' | 'account'>,
  parts: {
    readonly identity: ShopIdentity;
    readonly navigator: Navigator;
    readonly logger: Logger;
    readonly localState?: SessionLocalState;
    readonly events: SessionEvents;
  },
): SessionCore {
  const { credentials, cartMergeIds, wishlistMergeIds } = parts.identity;
  const local = parts.localState ?? NO_LOCAL_STATE;
  const logout = new Logout({
    auth: gateways.auth,
    credentials,
    cartState: { reset: () => local.resetCart() },
    wishlistState: { reset: () => local.resetWishlist() },
    wishlistMergeIds,
    cartMergeIds,
    navigator: parts.navigator,
    logger: parts.logger,
  });
  const { events } = parts;
  const endSession: SessionEnder = {
    execute: (options) => logout.execute(options).finally(() => events.sessionEnded()),
  };
  const handleInvalidToken = new HandleInvalidToken(endSession);
  events.onAnswerFailed((signal) => void handleInvalidToken.execute(signal));
  return {
    restore: new RestoreSession(credentials, gateways.account, parts.logger),
    logout: endSession,
    handleInvalidToken,
  };
}

export interface SessionUseCases {
  /** Login with the guest cart and wishlist merged into the customer's (spec section 4). */
  readonly login: LoginWithMerge;
  readonly register: RegisterWithMerge;
  readonly deleteAccount: DeleteAccount;
  readonly requestPasswordReset: RequestPasswordReset;
  readonly resetPassword: ResetPassword;
  readonly confirmDoubleOptIn: ConfirmDoubleOptIn;
}

/**
 * Logging in and registering (with the guest cart and wishlist merged), the account's deletion, the
 * password reset and the double opt-in. Read beside the session core, under `session`.
 */
export const wireSession: AreaWiring<'auth' | 'account' | 'cart' | 'wishlist', SessionUseCases>['wire'] = (
  gateways,
  { identity, logger, endSession },
) => {
  const { credentials, cartMergeIds, wishlistMergeIds } = identity;
  const merges = {
    auth: gateways.auth,
    credentials,
    cartMerge: mergeGuestCart(gateways.cart, cartMergeIds),
    wishlistMerge: mergeGuestWishlist(gateways.wishlist, wishlistMergeIds),
    cartMergeIds,
    logger,
  };
  return {
    login: new LoginWithMerge(merges),
    register: new RegisterWithMerge(merges),
    deleteAccount: new DeleteAccount(gateways.account, endSession),
    requestPasswordReset: new RequestPasswordReset(gateways.auth),
    resetPassword: new ResetPassword(gateways.auth),
    confirmDoubleOptIn: new ConfirmDoubleOptIn(gateways.auth),
  };
};
