import { splitUrl } from './url';

/** The shop's languages: en-US is the default, de-AT lives under `/de/`. */
export const LANGUAGES = ['en-US', 'de-AT'] as const;

/** One of the shop's languages. */
export type Language = (typeof LANGUAGES)[number];

/** The language of paths without a prefix. */
export const DEFAULT_LANGUAGE: Language = 'en-US';

/** Path prefix per language: every language except the default has one (spec section 1). */
export const LANGUAGE_PREFIXES: Readonly<Record<Language, string>> = {
  'en-US': '',
  'de-AT': '/de',
};

/** Narrows any value to a known language. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A URL with its language prefix taken off. */
export interface LanguageSplit {
  readonly language: Language;
  /** The rest of the URL, always starting with `/`; query and hash kept. */
  readonly path: string;
}

/**
 * Reads the language from the prefix of an in-app URL (case-insensitive, whole segment only:
 * `/deals/` is not German) and returns the URL without it.
 */
export function splitLanguage(url: string): LanguageSplit {
  const path = ensureLeadingSlash(url);
  const { path: pathname } = splitUrl(path);
  const lower = pathname.toLowerCase();
  for (const language of LANGUAGES) {
    const prefix = LANGUAGE_PREFIXES[language];
    if (prefix === '') continue;
    if (lower === prefix || lower.startsWith(`${prefix}/`)) {
      return { language, path: ensureLeadingSlash(path.slice(prefix.length)) };
    }
  }
  return { language: DEFAULT_LANGUAGE, path };
}

/**
 * The URL of an app path in a language. Any language prefix the path already has is replaced,
 * so localising twice, or into another language, never stacks prefixes.
 */
export function localisePath(path: string, language: Language): string {
  const { path: bare } = splitLanguage(path);
  return LANGUAGE_PREFIXES[language] + bare;
}

function ensureLeadingSlash(url: string): string {
  return url.startsWith('/') ? url : `/${url}`;
}
