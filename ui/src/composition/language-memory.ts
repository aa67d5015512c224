import { reaction } from 'mobx';
import { DocumentCookieJar, LanguageCookie, type CookieJar } from '@fanshop/adapters/storage';
import type { LocaleStore } from '../i18n/locale.store';

/**
 * Keeps the page's language in the language cookie (365 days, read by the checkout host), now and
 * whenever it changes. The browser writes it, not the server: a guest's page then sets no cookie, so a
 * shared cache may keep it (docs/adr/0010-shared-cache-and-role-prices.md). Returns the stop function.
 */
export function rememberLanguage(
  locale: Pick<LocaleStore, 'language'>,
  cookies: CookieJar = new DocumentCookieJar(),
): () => void {
  const cookie = new LanguageCookie(cookies);
  return reaction(
    () => locale.language,
    (language) => cookie.remember(language),
    { fireImmediately: true },
  );
}
