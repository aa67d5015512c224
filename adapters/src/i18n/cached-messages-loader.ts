import { type Clock, LOCALE_MESSAGES_CACHE_MS } from '@fanshop/core/shared';
import type { KeyValueStorage } from '../storage/key-value-storage.js';

/** Messages of one language: nested keys to texts. */
export type Messages = Record<string, unknown>;

interface CachedEntry {
  readonly at: number;
  readonly version: string;
  readonly messages: Messages;
}

const KEY_PREFIX = 'i18n.messages.';

/**
 * Loads a language's messages through `load`, keeping them in storage for 24 hours
 * (`LOCALE_MESSAGES_CACHE_MS`), so switching language again needs no download. Entries of another build
 * (`version`) or older than the window are loaded afresh; a broken entry is ignored.
 */
export class CachedMessagesLoader {
  constructor(
    private readonly load: (language: string) => Promise<Messages>,
    private readonly storage: KeyValueStorage,
    private readonly clock: Clock,
    private readonly version: string,
  ) {}

  async messages(language: string): Promise<Messages> {
    const cached = this.read(language);
    if (cached) return cached;
    const messages = await this.load(language);
    const entry: CachedEntry = { at: this.clock.now(), version: this.version, messages };
    this.storage.setItem(KEY_PREFIX + language, JSON.stringify(entry));
    return messages;
  }

  private read(language: string): Messages | undefined {
    const raw = this.storage.getItem(KEY_PREFIX + language);
    if (!raw) return undefined;
    try {
      const entry = JSON.parse(raw) as Partial<CachedEntry>;
      const fresh = typeof entry.at === 'number' && this.clock.now() - entry.at < LOCALE_MESSAGES_CACHE_MS;
      if (!fresh || entry.version !== this.version || typeof entry.messages !== 'object' || !entry.messages) {
        return undefined;
      }
      return entry.messages;
    } catch {
      return undefined;
    }
  }
}
