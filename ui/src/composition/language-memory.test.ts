import { describe, expect, it } from 'vitest';
import { observable, runInAction } from 'mobx';
import type { CookieJar, CookieOptions } from '@fanshop/adapters/storage';
import type { Language } from '@fanshop/core/shared';
import { rememberLanguage } from './language-memory';

/** The browser's cookies as a map, recording each write. */
function fakeCookies(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const writes: Array<[string, string, CookieOptions]> = [];
  const jar: CookieJar = {
    get: (name) => values.get(name),
    set: (name, value, options) => {
      writes.push([name, value, options]);
      values.set(name, value);
    },
    remove: (name) => values.delete(name),
  };
  return { jar, writes };
}

describe('given the page language in the browser', () => {
  it('when the page starts in German, then the language cookie remembers it for 365 days', () => {
    const { jar, writes } = fakeCookies();
    rememberLanguage(observable({ language: 'de-AT' as Language }), jar);
    expect(writes).toEqual([['i18next', 'de-AT', { maxAgeSeconds: 365 * 24 * 60 * 60 }]]);
  });

  it('when the language is already remembered, then nothing is written; when it changes, the cookie follows', () => {
    const { jar, writes } = fakeCookies({ i18next: 'en-US' });
    const locale = observable({ language: 'en-US' as Language });
    const stop = rememberLanguage(locale, jar);
    expect(writes).toEqual([]);
    runInAction(() => (locale.language = 'de-AT'));
    expect(writes.map(([name, value]) => `${name}=${value}`)).toEqual(['i18next=de-AT']);
    stop();
    runInAction(() => (locale.language = 'en-US'));
    expect(writes).toHaveLength(1);
  });
});
