import { RecordingNavigator } from '../../navigation/testing/recording-navigator.js';
import { FakeScheduler } from '../../shared/testing/fake-scheduler.js';
import { MemoryLogger } from '../../shared/testing/memory-logger.js';
import { HandleInvalidToken } from '../handle-invalid-token.js';
import { LoginWithMerge } from '../login-with-merge.js';
import { Logout } from '../logout.js';
import { RegisterWithMerge } from '../register-with-merge.js';
import type { SessionCredentials } from '../session.js';
import { FakeAuthGateway } from './fake-auth-gateway.js';
import { FakeGuestMerge, FakeSessionResettable, MemoryMergeIdStore } from './fake-guest-state.js';
import { Journal } from './journal.js';
import { MemoryCredentialStore } from './memory-credential-store.js';

/** Every fake the session use cases talk to, sharing one journal, and the use cases wired to them. */
export function sessionWorld(initial: SessionCredentials = {}) {
  const journal = new Journal();
  const scheduler = new FakeScheduler();
  const logger = new MemoryLogger();
  const auth = new FakeAuthGateway(scheduler, journal);
  const credentials = new MemoryCredentialStore(initial, journal);
  const cartMerge = new FakeGuestMerge('cart', journal);
  const wishlistMerge = new FakeGuestMerge('wishlist', journal);
  const cartMergeIds = new MemoryMergeIdStore('cart', 'guest-cart-uuid', journal);
  const wishlistMergeIds = new MemoryMergeIdStore('wishlist', 'guest-wishlist-uuid', journal);
  const cartState = new FakeSessionResettable('cart', ['line'], journal);
  const wishlistState = new FakeSessionResettable('wishlist', ['product'], journal);
  const navigator = new RecordingNavigator(journal);
  const signInDeps = { auth, credentials, cartMerge, wishlistMerge, cartMergeIds, logger };
  const logout = new Logout({
    auth,
    credentials,
    cartState,
    wishlistState,
    wishlistMergeIds,
    cartMergeIds,
    navigator,
    logger,
  });
  return {
    journal,
    scheduler,
    logger,
    auth,
    credentials,
    cartMerge,
    wishlistMerge,
    cartMergeIds,
    wishlistMergeIds,
    cartState,
    wishlistState,
    navigator,
    login: new LoginWithMerge(signInDeps),
    register: new RegisterWithMerge(signInDeps),
    logout,
    handleInvalidToken: new HandleInvalidToken(logout),
  };
}
