/** A synchronous string store: localStorage (or sessionStorage) in the browser, memory on the server. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * One of the browser's web storages, tolerant of hosts where it is missing or throws (private mode,
 * quota, server rendering): reads answer null and writes are dropped rather than breaking the page.
 */
abstract class WebStorage implements KeyValueStorage {
  protected abstract area(): Storage | undefined;

  private get storage(): Storage | undefined {
    try {
      return this.area();
    } catch {
      return undefined;
    }
  }

  getItem(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  setItem(key: string, value: string): void {
    try {
      this.storage?.setItem(key, value);
    } catch {
      // Quota or privacy settings: the value is simply not kept.
    }
  }

  removeItem(key: string): void {
    try {
      this.storage?.removeItem(key);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  }
}

/** The browser's localStorage: kept across visits and shared by the site's tabs. */
export class BrowserLocalStorage extends WebStorage {
  protected area(): Storage | undefined {
    return globalThis.localStorage;
  }
}

/** The browser's sessionStorage: one per tab, gone with it. */
export class BrowserSessionStorage extends WebStorage {
  protected area(): Storage | undefined {
    return globalThis.sessionStorage;
  }
}

/** Storage in memory, for server rendering (where localStorage does not exist) and tests. */
export class MemoryStorage implements KeyValueStorage {
  private readonly values = new Map<string, string>();

  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }

  removeItem(key: string): void {
    this.values.delete(key);
  }
}
