import type { CookieJar } from './cookie-jar.js';
import type { KeyValueStorage } from './key-value-storage.js';

/** The cookie that carries one storage entry from the server to the browser: `handoff.<key>`. */
const HANDOFF_PREFIX = 'handoff.';
/** How long a handed-off entry waits for the browser's script to take it: ten minutes. */
const HANDOFF_LIFETIME_S = 600;

/**
 * The storage of a server request that can write the browser's storage too: an entry of `keys` (the
 * user hash a sign-in stores) set while the server answers a form posted without the page's script is
 * also sent as a short-lived cookie, which the page's script moves into its own storage on its next start
 * (`takeHandoffs`). Everything else stays in memory for the request, as with `MemoryStorage`.
 */
export class HandoffStorage implements KeyValueStorage {
  private readonly entries = new Map<string, string>();

  constructor(
    private readonly cookies: CookieJar,
    private readonly keys: readonly string[],
  ) {}

  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.entries.set(key, value);
    if (this.keys.includes(key)) {
      this.cookies.set(HANDOFF_PREFIX + key, value, { maxAgeSeconds: HANDOFF_LIFETIME_S });
    }
  }

  removeItem(key: string): void {
    this.entries.delete(key);
    if (this.keys.includes(key)) this.cookies.remove(HANDOFF_PREFIX + key);
  }
}

/** Moves the entries of `keys` the server handed off (`HandoffStorage`) into the browser's storage. */
export function takeHandoffs(cookies: CookieJar, storage: KeyValueStorage, keys: readonly string[]): void {
  for (const key of keys) {
    const value = cookies.get(HANDOFF_PREFIX + key);
    if (value === undefined) continue;
    if (value !== '') storage.setItem(key, value);
    cookies.remove(HANDOFF_PREFIX + key);
  }
}
