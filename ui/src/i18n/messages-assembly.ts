import { isLanguage, type Language } from '@fanshop/core/shared';
import type { Messages } from './i18n';

/**
 * Message files live at `messages/<language>/<namespace>.json`, one namespace per area so that areas
 * change their texts independently; a key reads `<namespace>.<key>`, e.g. `cart.title`. The namespaces
 * the checkout host words too (`forms`) live in the shop's catalogue, `@fanshop/messages` (ADR 0028).
 */
export function assembleMessages(files: Record<string, Messages>): Partial<Record<Language, Messages>> {
  const result: Partial<Record<Language, Record<string, Messages>>> = {};
  for (const [path, messages] of Object.entries(files)) {
    const match = /messages\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match;
    if (!isLanguage(language) || namespace === undefined) continue;
    (result[language] ??= {})[namespace] = messages;
  }
  return result;
}
