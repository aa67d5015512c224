import { silentLogger } from '../shared/logger.js';
import type { Registration } from './auth-gateway.js';
import { signIn, type SignInWithMergeDeps } from './sign-in.js';

/** Collaborators of `RegisterWithMerge`; the same as for logging in. */
export type RegisterWithMergeDeps = SignInWithMergeDeps;

/**
 * Registers a guest and logs them in: stores the token, request uuid and user hash, then merges the
 * guest cart and wishlist. A failed registration clears the cart merge id and rethrows the API error
 * (its per-field messages are read with `fieldErrors`).
 */
export class RegisterWithMerge {
  constructor(private readonly deps: RegisterWithMergeDeps) {}

  async execute(registration: Registration): Promise<void> {
    const { auth, logger = silentLogger, ...rest } = this.deps;
    // Names and email are typed text; surrounding spaces are never meant. The password is kept as is.
    const trimmed: Registration = {
      ...registration,
      firstName: registration.firstName.trim(),
      lastName: registration.lastName.trim(),
      email: registration.email.trim(),
    };
    await signIn(() => auth.register(trimmed), { ...rest, logger });
  }
}
