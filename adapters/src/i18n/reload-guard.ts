import { type Clock, RELOAD_GUARD_MS } from '@fanshop/core/shared';
import type { KeyValueStorage } from '../storage/key-value-storage.js';

const KEY = 'app.lastReloadAt';

/**
 * Reloads the page when its code or messages can no longer be loaded (a new build replaced the old
 * files), but not again within 10 seconds (`RELOAD_GUARD_MS`), so a broken deployment cannot trap the
 * shopper in a reload loop.
 */
export class ReloadGuard {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly clock: Clock,
    private readonly reload: () => void,
  ) {}

  /** Reloads unless a guarded reload happened within the window; answers whether it reloaded. */
  reloadOnce(): boolean {
    const last = Number(this.storage.getItem(KEY) ?? '0');
    const now = this.clock.now();
    if (Number.isFinite(last) && now - last < RELOAD_GUARD_MS) return false;
    this.storage.setItem(KEY, String(now));
    this.reload();
    return true;
  }
}
