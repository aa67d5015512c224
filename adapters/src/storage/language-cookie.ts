import { I18N_COOKIE_DAYS, LANGUAGE_COOKIE } from '@fanshop/core/shared';
import type { CookieJar } from './cookie-jar.js';

/** The cookie that remembers the shopper's language (read by the checkout host too): the core's name. */
export { LANGUAGE_COOKIE };

/** The shopper's last language, kept for 365 days (`I18N_COOKIE_DAYS`). */
export class LanguageCookie {
  constructor(private readonly cookies: CookieJar) {}

  get(): string | undefined {
    return this.cookies.get(LANGUAGE_COOKIE);
  }

  /** Remembers `language`; writes the cookie only when it changes, so most pages set no cookie. */
  remember(language: string): void {
    if (this.get() === language) return;
    this.cookies.set(LANGUAGE_COOKIE, language, { maxAgeSeconds: I18N_COOKIE_DAYS * 24 * 60 * 60 });
  }
}
