import type { Language } from '@fanshop/core/shared/language';
import type { Messages } from './i18n';
import { assembleMessages } from './messages-assembly';

const files = import.meta.glob<Messages>('./messages/*/*.json', { import: 'default' });

/**
 * Loads one language's messages in the browser, as separate chunks: a page embeds its own language's
 * messages, so this runs only when the shopper switches language.
 */
export async function loadMessages(language: Language): Promise<Messages> {
  const entries = Object.entries(files).filter(([path]) => path.includes(`/messages/${language}/`));
  const loaded = await Promise.all(entries.map(async ([path, load]) => [path, await load()] as const));
  return assembleMessages(Object.fromEntries(loaded))[language] ?? {};
}
