import { silentLogger, type Logger } from '../shared/logger.js';
import type { AuthGateway, LoginCredentials } from './auth-gateway.js';
import type { CredentialStore } from './credential-store.js';
import type { GuestMerge, MergeIdStore } from './guest-state.js';
import { signIn } from './sign-in.js';

/** Collaborators of `LoginWithMerge`; named because there are several merges and stores. */
export interface LoginWithMergeDeps {
  readonly auth: AuthGateway;
  readonly credentials: CredentialStore;
  readonly cartMerge: GuestMerge;
  readonly wishlistMerge: GuestMerge;
  readonly cartMergeIds: MergeIdStore;
  readonly logger?: Logger;
}

/**
 * Logs a guest in: stores the token, request uuid and user hash, then merges the guest cart and
 * wishlist into the account. A failed login clears the cart merge id and rethrows the API error
 * (its per-field messages are read with `fieldErrors`).
 */
export class LoginWithMerge {
  constructor(private readonly deps: LoginWithMergeDeps) {}

  async execute(credentials: LoginCredentials): Promise<void> {
    const { auth, logger = silentLogger, ...rest } = this.deps;
    // Emails are compared by the server; stray spaces from autofill would only cause a failed login.
    const login = { ...credentials, email: credentials.email.trim() };
    await signIn(() => auth.login(login), { ...rest, logger });
  }
}
