import { readCredentials, type CredentialStore } from './credential-store.js';
import { isLoggedIn } from './session.js';

/**
 * Answers "is this shopper a guest?" from the stored credentials. Satisfies the cart area's
 * `GuestStatus` structurally, so cart and wishlist keep merge ids only for guests.
 */
export class StoredSessionStatus {
  constructor(private readonly credentials: CredentialStore) {}

  /** True unless a customer is logged in (read fresh on every call: cookies change under us). */
  isGuest(): boolean {
    return !isLoggedIn(readCredentials(this.credentials));
  }
}
