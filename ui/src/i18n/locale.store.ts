import { action, observable } from 'mobx';
import { makeStoreObservable } from '../app/store-observability';
import type { i18n as I18n } from 'i18next';
import type { Language } from '@fanshop/core/shared';
import type { Messages } from './i18n';

/** Loads the messages of a language that the page does not have yet. */
export type MessagesLoader = (language: Language) => Promise<Messages>;

/**
 * The language of the page and its i18next instance. The language follows the URL prefix; switching
 * loads the other language's messages first, so a page never renders with missing texts.
 */
export class LocaleStore {
  language: Language;

  constructor(
    readonly i18n: I18n,
    private readonly loadMessages: MessagesLoader,
    private readonly loadAccountMessages: MessagesLoader = () => Promise.resolve({}),
  ) {
    this.language = i18n.language as Language;
    makeStoreObservable<LocaleStore, 'setLanguage'>(this, { language: observable, setLanguage: action });
  }

  /** Makes `language` the page's language, loading its messages when needed. */
  async use(language: Language): Promise<void> {
    if (!this.i18n.hasResourceBundle(language, 'translation')) {
      this.i18n.addResourceBundle(language, 'translation', await this.loadMessages(language));
    }
    if (this.i18n.language !== language) await this.i18n.changeLanguage(language);
    this.setLanguage(language);
  }

  /**
   * Adds `language`'s texts of the account pages (`loadAccountMessages`) unless it has them: the server
   * has every text, the browser loads these apart, before such a page shows.
   */
  async withAccountTexts(language: Language): Promise<void> {
    if (this.i18n.getResource(language, 'translation', 'auth') !== undefined) return;
    this.i18n.addResourceBundle(language, 'translation', await this.loadAccountMessages(language), true);
  }

  private setLanguage(language: Language): void {
    this.language = language;
  }
}
