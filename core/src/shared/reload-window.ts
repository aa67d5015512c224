import { RELOAD_GUARD_MS } from './constants.js';

/**
 * Whether a guarded reload may happen now: none did within `RELOAD_GUARD_MS` before `now`. A page
 * reloads to recover (new code after a deployment, the session the browser holds), and the reload may
 * bring back the same page; the window keeps that from becoming a loop. `lastReloadAt` is the time of
 * the last guarded reload in milliseconds, undefined (or not a number) when none is known.
 */
export function mayReloadAgain(lastReloadAt: number | undefined, now: number): boolean {
  if (lastReloadAt === undefined || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt >= RELOAD_GUARD_MS;
}
