import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../shared/language.js';
import { splitUrl } from './url.js';

/** Path prefix per language: every language except the default has one (spec section 1). */
export const LANGUAGE_PREFIXES: Readonly<Record<Language, string>> = {
  'en-US': '',
  'de-AT': '/de',
};

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
