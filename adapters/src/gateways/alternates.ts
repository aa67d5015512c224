import { isAppPath, type AlternatePaths } from '@fanshop/core/navigation';
import { isLanguage, type Language } from '@fanshop/core/shared';
import * as z from 'zod/mini';

/**
 * The API's `seo.alternates`: a page's storefront path per language, keyed by the API's short
 * language codes (`en`, `de`) or by the shop's languages. Unknown keys are ignored.
 */
export const alternatesAnswer = z.record(z.string(), z.string());

/** The API's short language codes and the shop's languages they stand for. */
const API_LANGUAGES: Readonly<Record<string, Language>> = { en: 'en-US', de: 'de-AT' };

/** The shop language of an API language key (`de` → `de-AT`), or undefined for an unknown one. */
export function languageOfKey(key: string): Language | undefined {
  return isLanguage(key) ? key : API_LANGUAGES[key.toLowerCase()];
}

/**
 * Maps the API's alternates to the core's: shop languages as keys, only app paths (`isAppPath`)
 * kept, so a hostile or broken answer cannot point `hreflang` off the shop.
 */
export function toAlternates(raw: Readonly<Record<string, string>> | null | undefined): AlternatePaths {
  const alternates: Partial<Record<Language, string>> = {};
  for (const [key, path] of Object.entries(raw ?? {})) {
    const language = languageOfKey(key);
    if (language && isAppPath(path)) alternates[language] = path;
  }
  return alternates;
}

/** `{ alternates }` when the answer named any, else nothing: the field stays absent. */
export function alternatesOf(raw: Readonly<Record<string, string>> | null | undefined): {
  alternates?: AlternatePaths;
} {
  const alternates = toAlternates(raw);
  return Object.keys(alternates).length > 0 ? { alternates } : {};
}
