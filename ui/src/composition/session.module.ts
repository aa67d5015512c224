import { ContainerModule, type ServiceIdentifier } from 'inversify';
import {
  type SessionEnder,
  StoredSessionStatus,
  EnsureRequestId,
  LoginWithMerge,
  RegisterWithMerge,
  Logout,
  DeleteAccount,
  HandleInvalidToken,
  RequestPasswordReset,
  ResetPassword,
  ConfirmDoubleOptIn,
  RestoreSession,
} from '@fanshop/core/session';
import { TOKENS } from '../di/tokens';
import { bindHydratable } from './bind-hydratable';
import { SessionStore } from '../session/session.store';
import { DoubleOptInStore } from '../session/double-opt-in.store';

/** Ends the session through the session store (for account deletion and the invalid-token policy). */
const SESSION_ENDER = Symbol.for('SessionEnder') as ServiceIdentifier<SessionEnder>;

/** Session use cases (login and registration with the guest merges, logout, the invalid-token policy) and the session store. */
export function sessionModule(): ContainerModule {
  return new ContainerModule((options) => {
    const { bind } = options;
    bind(TOKENS.StoredSessionStatus).toResolvedValue(
      (c) => new StoredSessionStatus(c),
      [TOKENS.CredentialStore],
    );
    bind(TOKENS.EnsureRequestId).toResolvedValue(
      (c, f) => new EnsureRequestId(c, f),
      [TOKENS.CredentialStore, TOKENS.RequestIdFactory],
    );
    bind(TOKENS.LoginWithMerge).toResolvedValue(
      (auth, credentials, cartMerge, wishlistMerge, cartMergeIds, logger) =>
        new LoginWithMerge({ auth, credentials, cartMerge, wishlistMerge, cartMergeIds, logger }),
      [
        TOKENS.AuthGateway,
        TOKENS.CredentialStore,
        TOKENS.MergeGuestCart,
        TOKENS.MergeGuestWishlist,
        TOKENS.CartMergeIdStore,
        TOKENS.Logger,
      ],
    );
    bind(TOKENS.RegisterWithMerge).toResolvedValue(
      (auth, credentials, cartMerge, wishlistMerge, cartMergeIds, logger) =>
        new RegisterWithMerge({ auth, credentials, cartMerge, wishlistMerge, cartMergeIds, logger }),
      [
        TOKENS.AuthGateway,
        TOKENS.CredentialStore,
        TOKENS.MergeGuestCart,
        TOKENS.MergeGuestWishlist,
        TOKENS.CartMergeIdStore,
        TOKENS.Logger,
      ],
    );
    bind(TOKENS.Logout).toResolvedValue(
      (auth, credentials, cartState, wishlistState, wishlistMergeIds, cartMergeIds, navigator, logger) =>
        new Logout({
          auth,
          credentials,
          cartState,
          wishlistState,
          wishlistMergeIds,
          cartMergeIds,
          navigator,
          logger,
        }),
      [
        TOKENS.AuthGateway,
        TOKENS.CredentialStore,
        TOKENS.CartStore,
        TOKENS.WishlistStore,
        TOKENS.WishlistMergeIdStore,
        TOKENS.CartMergeIdStore,
        TOKENS.Navigator,
        TOKENS.Logger,
      ],
    );
    // Every way a session ends runs through the session store's logout, so the screen follows at once.
    bind(SESSION_ENDER).toDynamicValue((context) => ({
      execute: (options) => context.get(TOKENS.SessionStore).logout(options),
    }));
    bind(TOKENS.DeleteAccount).toResolvedValue(
      (a, ender) => new DeleteAccount(a, ender),
      [TOKENS.AccountGateway, SESSION_ENDER],
    );
    bind(TOKENS.HandleInvalidToken).toResolvedValue(
      (ender) => new HandleInvalidToken(ender),
      [SESSION_ENDER],
    );
    bind(TOKENS.RequestPasswordReset).toResolvedValue(
      (a) => new RequestPasswordReset(a),
      [TOKENS.AuthGateway],
    );
    bind(TOKENS.ResetPassword).toResolvedValue((a) => new ResetPassword(a), [TOKENS.AuthGateway]);
    bind(TOKENS.RestoreSession).toResolvedValue(
      (c, a, l) => new RestoreSession(c, a, l),
      [TOKENS.CredentialStore, TOKENS.AccountGateway, TOKENS.Logger],
    );
    bind(TOKENS.SessionStore).toDynamicValue(
      (context) =>
        new SessionStore({
          restoreSession: context.get(TOKENS.RestoreSession),
          loginWithMerge: context.get(TOKENS.LoginWithMerge),
          registerWithMerge: context.get(TOKENS.RegisterWithMerge),
          // Resolved on first logout: `Logout` needs the cart and wishlist stores, which may read the session.
          logout: () => context.get(TOKENS.Logout),
          requestPasswordReset: context.get(TOKENS.RequestPasswordReset),
          resetPassword: context.get(TOKENS.ResetPassword),
        }),
    );
    bindHydratable(options, TOKENS.SessionStore);
    bind(TOKENS.FrameLoader).toService(TOKENS.SessionStore);
    bind(TOKENS.ConfirmDoubleOptIn).toResolvedValue((a) => new ConfirmDoubleOptIn(a), [TOKENS.AuthGateway]);
    bind(TOKENS.DoubleOptInStore).toResolvedValue(
      (confirm, session) => new DoubleOptInStore(confirm, session),
      [TOKENS.ConfirmDoubleOptIn, TOKENS.SessionStore],
    );
    bindHydratable(options, TOKENS.DoubleOptInStore);
  });
}
