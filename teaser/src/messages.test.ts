import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS, message, teaserLanguage } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the teaser’s texts', () => {
  it('exist in both languages with the same placeholders', () => {
    expect(MESSAGE_KEYS.length).toBeGreaterThan(20);
    for (const key of MESSAGE_KEYS) {
      const en = message('en-US', key);
      const de = message('de-AT', key);
      expect(de.trim(), key).not.toBe('');
      expect(placeholders(de), key).toEqual(placeholders(en));
    }
  });

  it('fill in their placeholders', () => {
    expect(message('de-AT', 'added', { name: 'Heimtrikot', size: 'M' })).toBe(
      'Heimtrikot in Größe M liegt in deinem Warenkorb.',
    );
  });

  it('follow the lang attribute: German for de and de-*, English otherwise', () => {
    expect(['de', 'DE', 'de-AT', 'de-DE'].map(teaserLanguage)).toEqual(Array(4).fill('de-AT'));
    expect(['en', 'en-GB', 'fr', '', null].map(teaserLanguage)).toEqual(Array(5).fill('en-US'));
  });
});
