import { createContext, useContext, useSyncExternalStore } from 'react';
import type { i18n as I18n, TOptions } from 'i18next';
import type { Language } from '@fanshop/core/shared';
import { translate } from './translate';

const I18nContext = createContext<I18n | null>(null);

/** Provides the page's i18next instance; its identity never changes during the page's life. */
export const I18nProvider = I18nContext.Provider;

/** A translate function bound to the current language. */
export type Translate = (key: string, options?: TOptions) => string;

/** What `useT` needs of one i18next instance, made once: a listing calls it from hundreds of components. */
interface Binding {
  readonly subscribe: (onChange: () => void) => () => void;
  readonly language: () => Language;
  readonly t: Translate;
  /** The hook's answer for the current language, the same object while the language stays. */
  answer: { readonly t: Translate; readonly language: Language } | null;
}

const bindings = new WeakMap<I18n, Binding>();

function bindingOf(i18n: I18n): Binding {
  let binding = bindings.get(i18n);
  if (!binding) {
    binding = {
      subscribe: (onChange) => {
        i18n.on('languageChanged', onChange);
        return () => i18n.off('languageChanged', onChange);
      },
      // The instance only ever speaks a shop language: made with one, changed only by `LocaleStore.use`.
      language: () => i18n.language as Language,
      t: (key, options) => translate(i18n, key, options),
      answer: null,
    };
    bindings.set(i18n, binding);
  }
  return binding;
}

/**
 * The translate function and language, re-rendering the component when the language changes.
 * A small hook over i18next instead of react-i18next: it is all the storefront needs, at a
 * fraction of the bytes on the first load. Its functions are made once per i18next instance rather
 * than per call, so a server render of a listing does not allocate them for every tile.
 */
export function useT(): { t: Translate; language: Language } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useT needs an I18nProvider');
  const binding = bindingOf(i18n);
  const language = useSyncExternalStore(binding.subscribe, binding.language, binding.language);
  if (binding.answer?.language !== language) binding.answer = { t: binding.t, language };
  return binding.answer;
}
