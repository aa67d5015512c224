// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fanshop/core/shared';
import { createI18n } from './i18n';
import { allMessages } from './messages.server';
import { COUNTS_KEPT, translate } from './translate';

/** Every key of a nested message tree, dotted. */
function keysOf(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? keysOf(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('translating without per-call work', () => {
  for (const language of LANGUAGES) {
    const i18n = createI18n(language, allMessages);
    const keys = keysOf(allMessages[language] ?? {});

    it(`answers exactly what i18next answers for every ${language} message, twice (compiled, then cached)`, () => {
      expect(keys.length).toBeGreaterThan(100);
      for (const key of keys) {
        const message = String(i18n.getResource(language, 'translation', key) ?? '');
        const names = [...message.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]!);
        const values = Object.fromEntries(names.map((name, i) => [name, i % 2 === 0 ? `v${i}<&>` : i * 7]));
        for (let round = 0; round < 2; round++) {
          expect(translate(i18n, key, values), key).toBe(i18n.t(key, values));
          expect(translate(i18n, key), key).toBe(i18n.t(key, {}));
        }
      }
    });
  }

  it('picks every plural form of both languages as i18next does, for any count', () => {
    const counts = [0, 1, 2, 5, 21, 1022, 1.5, -1, 0.5];
    for (const language of LANGUAGES) {
      const i18n = createI18n(language, allMessages);
      const plurals = [
        ...new Set(
          keysOf(allMessages[language] ?? {})
            .filter((key) => /_(zero|one|two|few|many|other)$/.test(key))
            .map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')),
        ),
      ];
      expect(plurals.length).toBeGreaterThan(10);
      for (const key of plurals) {
        for (const count of counts) {
          const values = { count, formatted: `n${count}`, phrase: 'jersey' };
          expect(translate(i18n, key, values), `${language} ${key} ${count}`).toBe(i18n.t(key, values));
        }
      }
    }
    const zero = createI18n('en-US', {
      'en-US': { items_zero: 'No items', items_one: '{{count}} item', items_other: '{{count}} items' },
      'de-AT': {},
    });
    for (const count of [0, 1, 7])
      expect(translate(zero, 'items', { count })).toBe(zero.t('items', { count }));
    const fallback = createI18n('de-AT', { 'de-AT': {}, 'en-US': { items_one: 'one', items_other: 'many' } });
    for (const count of [0, 1, 7])
      expect(translate(fallback, 'items', { count })).toBe(fallback.t('items', { count }));
  });

  it(`keeps at most ${COUNTS_KEPT} counts of a plural, and answers as i18next past them`, () => {
    const i18n = createI18n('en-US', {
      'en-US': { items_zero: 'No items', items_one: '{{count}} item', items_other: '{{count}} items' },
      'de-AT': {},
    });
    for (let count = 0; count <= COUNTS_KEPT + 2; count++) {
      expect(translate(i18n, 'items', { count })).toBe(i18n.t('items', { count }));
    }
    for (const count of [0, 1, 2])
      expect(translate(i18n, 'items', { count })).toBe(i18n.t('items', { count }));
  });

  it('answers plurals as i18next, and leaves missing keys, missing values and objects to it', () => {
    const i18n = createI18n('en-US', {
      'en-US': {
        items_one: '{{count}} item',
        items_other: '{{count}} items',
        hi: 'Hi {{name}}',
        n: { a: 'A' },
      },
    });
    expect(translate(i18n, 'items', { count: 1 })).toBe('1 item');
    expect(translate(i18n, 'items', { count: 3 })).toBe('3 items');
    expect(translate(i18n, 'nothing.here')).toBe(i18n.t('nothing.here'));
    expect(translate(i18n, 'hi', {})).toBe(i18n.t('hi', {}));
    expect(translate(i18n, 'hi', { name: { first: 'A' } })).toBe(i18n.t('hi', { name: { first: 'A' } }));
    expect(translate(i18n, 'n')).toBe(i18n.t('n', {}));
    expect(translate(i18n, 'hi', { name: 'Ada' })).toBe('Hi Ada');
  });

  it('falls back to the default language as i18next does', () => {
    const i18n = createI18n('de-AT', { 'de-AT': {}, 'en-US': { hi: 'Hi {{name}}' } });
    expect(translate(i18n, 'hi', { name: 'Ada' })).toBe('Hi Ada');
  });
});
