// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fanshop/core/shared';
import { createI18n } from './i18n';
import { allMessages } from './messages.server';
import { translate } from './translate';

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

  it('leaves plurals, missing keys, missing values and objects to i18next', () => {
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
