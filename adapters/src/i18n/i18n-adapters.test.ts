import { describe, expect, it } from 'vitest';
import { FakeScheduler } from '@fanshop/core/testing';
import { MemoryStorage } from '../storage/key-value-storage.js';
import { RequestCookieJar } from '../storage/cookie-jar.js';
import { LanguageCookie } from '../storage/language-cookie.js';
import { CachedMessagesLoader } from './cached-messages-loader.js';
import { ReloadGuard } from './reload-guard.js';

describe('CachedMessagesLoader', () => {
  function setup(version = 'build-1') {
    const clock = new FakeScheduler(1_000_000);
    const storage = new MemoryStorage();
    let loads = 0;
    const loader = new CachedMessagesLoader(
      async (language) => {
        loads++;
        return { common: { hello: `${language}-${loads}` } };
      },
      storage,
      clock,
      version,
    );
    return { clock, storage, loader, loads: () => loads };
  }

  it('given messages loaded once, when asked again within 24 hours, then they come from storage', async () => {
    const { clock, loader, loads } = setup();
    await loader.messages('de-AT');
    clock.advance(24 * 60 * 60 * 1000 - 1);
    expect(await loader.messages('de-AT')).toEqual({ common: { hello: 'de-AT-1' } });
    expect(loads()).toBe(1);
  });

  it('given 24 hours have passed, then the messages are loaded again', async () => {
    const { clock, loader, loads } = setup();
    await loader.messages('de-AT');
    clock.advance(24 * 60 * 60 * 1000);
    expect(await loader.messages('de-AT')).toEqual({ common: { hello: 'de-AT-2' } });
    expect(loads()).toBe(2);
  });

  it('given an entry of another build or a broken entry, then it is loaded afresh', async () => {
    const first = setup('build-1');
    await first.loader.messages('en-US');
    const next = new CachedMessagesLoader(
      async () => ({ fresh: true }),
      first.storage,
      first.clock,
      'build-2',
    );
    expect(await next.messages('en-US')).toEqual({ fresh: true });
    first.storage.setItem('i18n.messages.en-US', '{not json');
    expect(await first.loader.messages('en-US')).toEqual({ common: { hello: 'en-US-2' } });
  });
});

describe('ReloadGuard', () => {
  it('reloads once, then not again within 10 seconds, then again after', () => {
    const clock = new FakeScheduler(5_000_000);
    let reloads = 0;
    const guard = new ReloadGuard(new MemoryStorage(), clock, () => reloads++);
    expect(guard.reloadOnce()).toBe(true);
    clock.advance(9_999);
    expect(guard.reloadOnce()).toBe(false);
    clock.advance(1);
    expect(guard.reloadOnce()).toBe(true);
    expect(reloads).toBe(2);
  });

  it('notes each reason under its own key: one reason’s reload does not hold back another’s', () => {
    const clock = new FakeScheduler(5_000_000);
    const storage = new MemoryStorage();
    let reloads = 0;
    const staleCode = new ReloadGuard(storage, clock, () => reloads++);
    const session = new ReloadGuard(storage, clock, () => reloads++, 'session.lastReloadAt');
    expect(session.lastReloadAt()).toBeUndefined();
    expect(staleCode.reloadOnce()).toBe(true);
    expect(session.lastReloadAt()).toBeUndefined();
    session.reloadNow();
    expect(session.lastReloadAt()).toBe(5_000_000);
    expect(storage.getItem('app.lastReloadAt')).toBe('5000000');
    expect(reloads).toBe(2);
  });

  it('a stamp it cannot read does not hold a reload back', () => {
    const storage = new MemoryStorage();
    storage.setItem('app.lastReloadAt', 'not a time');
    let reloads = 0;
    expect(new ReloadGuard(storage, new FakeScheduler(5_000_000), () => reloads++).reloadOnce()).toBe(true);
    expect(reloads).toBe(1);
  });
});

describe('LanguageCookie', () => {
  it('remembers the language for 365 days and writes only on change', () => {
    const jar = new RequestCookieJar('i18next=en-US', false);
    const cookie = new LanguageCookie(jar);
    cookie.remember('en-US');
    expect(jar.setCookieHeaders()).toEqual([]);
    cookie.remember('de-AT');
    expect(cookie.get()).toBe('de-AT');
    expect(jar.setCookieHeaders()[0]).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
  });
});
