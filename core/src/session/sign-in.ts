import type { Logger } from '../shared/logger.js';
import type { AuthAnswer, AuthGateway } from './auth-gateway.js';
import type { CredentialStore } from './credential-store.js';
import type { GuestMerge, MergeIdStore } from './guest-state.js';

/** What `LoginWithMerge` and `RegisterWithMerge` need besides the auth gateway. */
export interface SignInDeps {
  readonly credentials: CredentialStore;
  /** Merges the guest cart into the account cart (by the guest cart's merge id). */
  readonly cartMerge: GuestMerge;
  /** Merges the guest wishlist into the account wishlist. */
  readonly wishlistMerge: GuestMerge;
  /** The guest cart's merge id, cleared when the sign-in fails (spec section 4, cart). */
  readonly cartMergeIds: MergeIdStore;
  readonly logger: Logger;
}

/** The collaborators of a sign-in use case: the auth gateway, and the rest of `SignInDeps` (a logger optional). */
export type SignInWithMergeDeps = Omit<SignInDeps, 'logger'> & {
  readonly auth: AuthGateway;
  readonly logger?: Logger;
};

/**
 * The shared path of login and registration (spec section 4, session and cart): on success store
 * the token, the request uuid and the user hash, then merge the guest cart and wishlist; on failure
 * clear the cart merge id and rethrow the original error, so `fieldErrors` still reads its fields.
 */
export async function signIn(attempt: () => Promise<AuthAnswer>, deps: SignInDeps): Promise<void> {
  let answer: AuthAnswer;
  try {
    answer = await attempt();
  } catch (error) {
    deps.cartMergeIds.clear();
    throw error;
  }
  deps.credentials.setToken(answer.token);
  deps.credentials.setRequestId(answer.uuid);
  deps.credentials.setUserHash(answer.hash);
  // The customer is logged in at this point; a failed merge loses guest items but must not undo the
  // login, so it is logged and the other merge still runs.
  await runMerge('cart', deps.cartMerge, deps.logger);
  await runMerge('wishlist', deps.wishlistMerge, deps.logger);
}

async function runMerge(what: string, merge: GuestMerge, logger: Logger): Promise<void> {
  // Nothing collected as a guest, nothing to merge: a merge asked for without a merge id is rejected
  // (spec section 8), and that is no failure of the sign-in to log.
  if (!merge.waiting()) return;
  try {
    await merge.execute();
  } catch (error) {
    logger.error(`merging the guest ${what} failed`, { error });
  }
}
