import { type Clock, mayReloadAgain } from '@fanshop/core/shared';
import type { KeyValueStorage } from '../storage/key-value-storage.js';

/** Where the stale-code reload notes its time (localStorage: one window for every tab). */
const KEY = 'app.lastReloadAt';

/**
 * Reloads the page to recover, but not again within 10 seconds (`RELOAD_GUARD_MS`, `mayReloadAgain`):
 * when its code or messages can no longer be loaded (a new build replaced the old files), a broken
 * deployment cannot trap the shopper in a reload loop. Each reason notes its time under a key of its own.
 */
export class ReloadGuard {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly clock: Clock,
    private readonly reload: () => void,
    private readonly key: string = KEY,
  ) {}

  /** When this guard last reloaded (ms since the epoch), undefined when nothing readable is noted. */
  lastReloadAt(): number | undefined {
    const noted = this.storage.getItem(this.key);
    return noted === null ? undefined : Number(noted);
  }

  /** Notes the time and reloads, for a caller that has decided with `mayReloadAgain` (or a rule over it). */
  reloadNow(): void {
    this.storage.setItem(this.key, String(this.clock.now()));
    this.reload();
  }

  /** Reloads unless a guarded reload happened within the window; answers whether it reloaded. */
  reloadOnce(): boolean {
    if (!mayReloadAgain(this.lastReloadAt(), this.clock.now())) return false;
    this.reloadNow();
    return true;
  }
}
