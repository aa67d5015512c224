// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DocumentCookieJar } from './cookie-jar.js';
import { BrowserLocalStorage, BrowserSessionStorage } from './key-value-storage.js';

describe('DocumentCookieJar (browser)', () => {
  it('writes, reads and removes cookies through document.cookie', () => {
    const jar = new DocumentCookieJar();
    jar.set('__uuhlat', 'u-browser', { maxAgeSeconds: 100 });
    expect(jar.get('__uuhlat')).toBe('u-browser');
    jar.remove('__uuhlat');
    expect(jar.get('__uuhlat')).toBeUndefined();
  });
});

describe('BrowserLocalStorage', () => {
  it('keeps values in localStorage', () => {
    const storage = new BrowserLocalStorage();
    storage.setItem('k', 'v');
    expect(globalThis.localStorage.getItem('k')).toBe('v');
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });
});

describe('BrowserSessionStorage', () => {
  it('keeps values in sessionStorage, apart from localStorage', () => {
    const storage = new BrowserSessionStorage();
    storage.setItem('k', 'tab');
    expect(globalThis.sessionStorage.getItem('k')).toBe('tab');
    expect(new BrowserLocalStorage().getItem('k')).toBeNull();
    storage.removeItem('k');
    expect(storage.getItem('k')).toBeNull();
  });
});
