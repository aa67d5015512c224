import { ContainerModule } from 'inversify';
import { StoredSessionStatus } from '@fanshop/core/session/stored-session-status';
import { EnsureRequestId } from '@fanshop/core/session/ensure-request-id';
import { LoginWithMerge } from '@fanshop/core/session/login-with-merge';
import { RegisterWithMerge } from '@fanshop/core/session/register-with-merge';
import { Logout } from '@fanshop/core/session/logout';
import { DeleteAccount } from '@fanshop/core/session/delete-account';
import { HandleInvalidToken } from '@fanshop/core/session/handle-invalid-token';
import { RequestPasswordReset } from '@fanshop/core/session/request-password-reset';
import { ResetPassword } from '@fanshop/core/session/reset-password';
import { ConfirmDoubleOptIn } from '@fanshop/core/session/confirm-double-opt-in';
import { RestoreSession } from '@fanshop/core/session/restore-session';
import { TOKENS } from '../di/tokens';
import { SessionStore } from '../session/session.store';

/** Session use cases (login and registration with the guest merges, logout, the invalid-token policy) and the session store. */
export function sessionModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
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
    bind(TOKENS.DeleteAccount).toResolvedValue(
      (a, l) => new DeleteAccount(a, l),
      [TOKENS.AccountGateway, TOKENS.Logout],
    );
    bind(TOKENS.HandleInvalidToken).toResolvedValue((l) => new HandleInvalidToken(l), [TOKENS.Logout]);
    bind(TOKENS.RequestPasswordReset).toResolvedValue(
      (a) => new RequestPasswordReset(a),
      [TOKENS.AuthGateway],
    );
    bind(TOKENS.ResetPassword).toResolvedValue((a) => new ResetPassword(a), [TOKENS.AuthGateway]);
    bind(TOKENS.RestoreSession).toResolvedValue(
      (c, a, l) => new RestoreSession(c, a, l),
      [TOKENS.CredentialStore, TOKENS.AccountGateway, TOKENS.Logger],
    );
    bind(TOKENS.SessionStore).toResolvedValue(
      (restore, login, register, logout) => new SessionStore(restore, login, register, logout),
      [TOKENS.RestoreSession, TOKENS.LoginWithMerge, TOKENS.RegisterWithMerge, TOKENS.Logout],
    );
    bind(TOKENS.Hydratable).toService(TOKENS.SessionStore);
    bind(TOKENS.FrameLoader).toService(TOKENS.SessionStore);
    bind(TOKENS.ConfirmDoubleOptIn).toResolvedValue((a) => new ConfirmDoubleOptIn(a), [TOKENS.AuthGateway]);
  });
}
