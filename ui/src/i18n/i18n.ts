import i18next, { type i18n as I18n, type Resource } from 'i18next';
import type { Language } from '@fanshop/core/shared';

/** The messages of one language: nested keys to strings with `{{placeholders}}`. */
export type Messages = Record<string, unknown>;

/**
 * An i18next instance for one language: one per language shared by the server's requests, one per page
 * in the browser. Messages are given up front: the server bundles every language, the browser loads its
 * language's chunk beside the page's code, so nothing is fetched while rendering.
 */
export function createI18n(language: Language, messages: Partial<Record<Language, Messages>>): I18n {
  const resources: Resource = {};
  for (const [lng, translation] of Object.entries(messages)) {
    if (translation) resources[lng] = { translation: translation as Resource[string]['translation'] };
  }
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'en-US',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
