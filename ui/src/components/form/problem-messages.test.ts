import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, FORM_ERROR_CODES, LANGUAGES, LIMITED_ERROR_CODES } from '@fanshop/core/shared';
import { createI18n } from '../../i18n/i18n';
import { allMessages } from '../../i18n/messages.server';
import { translate } from '../../i18n/translate';
import { problemMessage, serverFailureMessage } from './problem-messages';
import { messageText } from './message-ref';

const LIMITED: readonly string[] = LIMITED_ERROR_CODES;

describe('the words of the error codes', () => {
  for (const language of LANGUAGES) {
    const codes = (allMessages[language]?.forms as { codes: Record<string, string> }).codes;

    it(`in ${language}, every code the forms word has its text, with plural forms where it comes with a number`, () => {
      for (const code of FORM_ERROR_CODES) {
        const keys = LIMITED.includes(code) ? [`${code}_one`, `${code}_other`] : [code];
        for (const key of keys) expect(codes[key], `${language} ${key}`).toMatch(/\S/);
      }
    });

    it(`in ${language}, the locale file words no code outside the vocabulary`, () => {
      const worded = Object.keys(codes).map((key) => key.replace(/_(one|other)$/, ''));
      for (const code of worded) expect(FORM_ERROR_CODES as readonly string[]).toContain(code);
    });

    it(`in ${language}, a coded failure reads as the locale file's words, never as the API's`, () => {
      const i18n = createI18n(language, allMessages);
      const t = (key: string, options?: Record<string, unknown>) => translate(i18n, key, options);
      fc.assert(
        fc.property(
          fc.constantFrom(...FORM_ERROR_CODES),
          fc.string(),
          fc.integer({ min: 2, max: 300 }),
          (code, words, limit) => {
            const message = serverFailureMessage({ code, message: `API: ${words}`, limit });
            expect(message).toBeDefined();
            const text = messageText(t, message!);
            expect(text).not.toContain('API: ');
            expect(text).not.toContain('forms.codes');
            if (LIMITED.includes(code)) expect(text).toContain(String(limit));
          },
        ),
      );
    });
  }

  it('given a code the forms have no words for, then none are made up', () => {
    for (const code of ERROR_CODES.filter((c) => !(FORM_ERROR_CODES as readonly string[]).includes(c))) {
      expect(problemMessage({ code, limit: 1 }), code).toBeUndefined();
    }
    expect(problemMessage({ code: 'on-the-moon' })).toBeUndefined();
  });
});
