import type { Navigator } from '../navigation/navigator.js';
import { silentLogger, type Logger } from '../shared/logger.js';
import type { AuthGateway } from './auth-gateway.js';
import { clearCredentials, type CredentialStore } from './credential-store.js';
import type { EndSessionOptions, MergeIdStore, SessionResettable } from './guest-state.js';
import { hasValue } from './session.js';

/** Collaborators of `Logout`. */
export interface LogoutDeps {
  readonly auth: AuthGateway;
  readonly credentials: CredentialStore;
  /** The cart view store's local state. */
  readonly cartState: SessionResettable;
  /** The wishlist view store's local state. */
  readonly wishlistState: SessionResettable;
  readonly wishlistMergeIds: MergeIdStore;
  readonly cartMergeIds: MergeIdStore;
  readonly navigator: Navigator;
  readonly logger?: Logger;
}

/**
 * Ends the session (spec section 4): tells the API, then clears the credentials, the cart and the
 * wishlist, the wishlist merge id and the cart merge id, and goes home. The local clean-up happens
 * even when the API call fails, so a shopper can always log out. Concurrent calls share one run
 * (spec section 7: logout is deduplicated), which is what makes a burst of invalid-token failures
 * end in a single logout.
 */
export class Logout {
  private running: Promise<void> | undefined;

  constructor(private readonly deps: LogoutDeps) {}

  execute(options: EndSessionOptions = {}): Promise<void> {
    this.running ??= this.run(options).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(options: EndSessionOptions): Promise<void> {
    const { auth, credentials, navigator, logger = silentLogger } = this.deps;
    // The call is authenticated, so it goes out before the token is forgotten. Without a token, or
    // when the server already ended the session, there is nothing to revoke, and calling anyway would
    // fail and re-trigger the invalid-token policy.
    if (hasValue(credentials.getToken()) && !options.serverEnded) {
      try {
        await auth.logout();
      } catch (error) {
        logger.warn('the logout call failed; the session is ended locally', { error });
      }
    }
    const steps: readonly [string, () => void][] = [
      ['credentials', () => clearCredentials(credentials)],
      ['cart', () => this.deps.cartState.reset()],
      ['wishlist', () => this.deps.wishlistState.reset()],
      ['wishlist merge id', () => this.deps.wishlistMergeIds.clear()],
      ['cart merge id', () => this.deps.cartMergeIds.clear()],
    ];
    // One failing store must not leave the others, or the navigation home, undone.
    for (const [what, step] of steps) {
      try {
        step();
      } catch (error) {
        logger.error(`clearing the ${what} on logout failed`, { error });
      }
    }
    navigator.goHome();
  }
}
