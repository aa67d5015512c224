import { silentLogger } from '../shared/logger.js';
import type { LoginCredentials } from './auth-gateway.js';
import { signIn, type SignInWithMergeDeps } from './sign-in.js';

/** Collaborators of `LoginWithMerge`; named because there are several merges and stores. */
export type LoginWithMergeDeps = SignInWithMergeDeps;

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
