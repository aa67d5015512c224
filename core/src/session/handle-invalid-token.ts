import type { SessionEnder } from './guest-state.js';
import { shouldForceLogout, type SessionSignal } from './invalid-token.js';

/**
 * Applies the invalid-token policy (spec section 8): a signal that matches it forces a logout, and
 * the logout goes home. Signals arriving while a forced logout runs join it, so any number of
 * concurrent failures end the session once. Resolves to whether the signal forced a logout, so the
 * HTTP adapter can drop a call that would go out as a guest.
 */
export class HandleInvalidToken {
  private forced: Promise<void> | undefined;

  constructor(private readonly logout: SessionEnder) {}

  async execute(signal: SessionSignal): Promise<boolean> {
    if (!shouldForceLogout(signal)) return false;
    this.forced ??= this.logout.execute().finally(() => {
      this.forced = undefined;
    });
    await this.forced;
    return true;
  }
}
