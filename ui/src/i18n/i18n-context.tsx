import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { i18n as I18n, TOptions } from 'i18next';
import { translate } from './translate';

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
  const t = useCallback<Translate>((key, options) => translate(i18n, key, options), [i18n]);
  return { t, language };
}
