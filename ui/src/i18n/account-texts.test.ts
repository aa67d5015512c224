// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fanshop/core/shared';
import deBundle from './bundles/de-AT';
import enBundle from './bundles/en-US';
import deAccountBundle from './bundles/account/de-AT';
import enAccountBundle from './bundles/account/en-US';
import { createI18n } from './i18n';
import { LocaleStore } from './locale.store';
import { allMessages } from './messages.server';

const BUNDLES = { 'en-US': enBundle, 'de-AT': deBundle } as const;
const ACCOUNT_BUNDLES = { 'en-US': enAccountBundle, 'de-AT': deAccountBundle } as const;

describe("the browser's messages: every page's first, the account pages' apart", () => {
  for (const language of LANGUAGES) {
    it(`together they are the server's ${language} messages, each namespace in one of them`, () => {
      const first = Object.keys(BUNDLES[language]);
      const account = Object.keys(ACCOUNT_BUNDLES[language]);
      expect(account.sort()).toEqual(['account', 'auth', 'forms']);
      expect(first.filter((namespace) => account.includes(namespace))).toEqual([]);
      expect({ ...BUNDLES[language], ...ACCOUNT_BUNDLES[language] }).toEqual(allMessages[language]);
    });
  }

  it('given a page without the account texts, when an account page comes, then its texts are added once', async () => {
    const loads: string[] = [];
    const locale = new LocaleStore(
      createI18n('en-US', { 'en-US': enBundle }),
      () => Promise.resolve({}),
      (language) => {
        loads.push(language);
        return Promise.resolve(ACCOUNT_BUNDLES[language]);
      },
    );
    expect(locale.i18n.exists('auth.logout.label')).toBe(false);

    await locale.withAccountTexts('en-US');
    await locale.withAccountTexts('en-US');

    expect(loads).toEqual(['en-US']);
    expect(locale.i18n.t('auth.logout.label')).toBe('Log out');
    expect(locale.i18n.t('cart.title')).toBe('Cart');
  });

  it('given every text (the server), when an account page comes, then nothing is loaded', async () => {
    const loads: string[] = [];
    const locale = new LocaleStore(
      createI18n('de-AT', { 'de-AT': allMessages['de-AT'] ?? {} }),
      () => Promise.resolve({}),
      (language) => {
        loads.push(language);
        return Promise.resolve({});
      },
    );
    await locale.withAccountTexts('de-AT');
    expect(loads).toEqual([]);
  });
});
