import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { i18n as I18n, TOptions } from 'i18next';

const I18nContext = createContext<I18n | null>(null);

/** Provides the page's i18next instance; its identity never changes during the page's life. */
export const I18nProvider = I18nContext.Provider;

/** A translate function bound to the current language. */
export type Translate = (key: string, options?: TOptions) => string;

/**
 * The translate function and language, re-rendering the component when the language changes.
 * A small hook over i18next instead of react-i18next: it is all the storefront needs, at a
 * fraction of the bytes on the first load.
 */
export function useT(): { t: Translate; language: string } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useT needs an I18nProvider');
  const subscribe = useCallback(
    (onChange: () => void) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const t = useCallback<Translate>(
    (key, options) => (options === undefined ? plainText(i18n, key) : (i18n.t(key, options) as string)),
    [i18n],
  );
  return { t, language };
}

/** Texts without placeholders, by instance, language and key: a page asks for the same labels many times. */
const plainTexts = new WeakMap<I18n, Map<string, string>>();

function plainText(i18n: I18n, key: string): string {
  let texts = plainTexts.get(i18n);
  if (!texts) plainTexts.set(i18n, (texts = new Map()));
  // Keyed by language too: switching loads the other language's messages before it changes.
  const cacheKey = `${i18n.language}\u0000${key}`;
  let text = texts.get(cacheKey);
  if (text === undefined) {
    text = i18n.t(key, {}) as string;
    texts.set(cacheKey, text);
  }
  return text;
}
