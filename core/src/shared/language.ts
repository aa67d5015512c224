/** The shop's languages: en-US is the default, de-AT lives under `/de/`. */
export const LANGUAGES = ['en-US', 'de-AT'] as const;

/** One of the shop's languages: of its paths, its messages and its price formatting. */
export type Language = (typeof LANGUAGES)[number];

/** The language of paths without a prefix. */
export const DEFAULT_LANGUAGE: Language = 'en-US';

/** Narrows any value to a known language. */
export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}
