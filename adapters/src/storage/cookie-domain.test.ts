import { afterEach, describe, expect, it } from 'vitest';
import { TOKEN_LIFETIME_S } from '@fanshop/core/session';
import { DocumentCookieJar, RequestCookieJar } from './cookie-jar.js';

/**
 * The cookie store of a browser on one host, as far as the jar meets it: `document.cookie` takes one
 * `Set-Cookie`-style string per write, and answers every cookie that applies to the host. A cookie is
 * the host's own (host-only) or a domain's, and the two are different cookies even under one name.
 */
class BrowserCookies {
  readonly jar = new Map<string, { name: string; value: string; domain: string | null; maxAge: number }>();

  constructor(private readonly host: string) {}

  get cookie(): string {
    return [...this.jar.values()].map((c) => `${c.name}=${c.value}`).join('; ');
  }

  set cookie(line: string) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const equals = pair!.indexOf('=');
    const name = pair!.slice(0, equals);
    const value = decodeURIComponent(pair!.slice(equals + 1));
    const attribute = (key: string) =>
      attributes.find((a) => a.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1);
    const domain = attribute('domain')?.replace(/^\./, '') ?? null;
    if (domain && !(this.host === domain || this.host.endsWith(`.${domain}`))) return;
    const maxAge = Number(attribute('max-age') ?? Infinity);
    const key = `${name}|${domain ?? 'host-only'}`;
    if (maxAge <= 0) this.jar.delete(key);
    else this.jar.set(key, { name, value, domain, maxAge });
  }

  copies(name: string) {
    return [...this.jar.values()].filter((c) => c.name === name);
  }
}

function inBrowser(host: string): BrowserCookies {
  const cookies = new BrowserCookies(host);
  Object.assign(globalThis, { document: cookies, location: { protocol: 'https:' } });
  return cookies;
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document');
  Reflect.deleteProperty(globalThis, 'location');
});

describe('DocumentCookieJar with a cookie domain', () => {
  it('writes every cookie for the domain, Secure over https and SameSite=Lax', () => {
    const browser = inBrowser('www.fanshop.test');
    const writes: string[] = [];
    const setter = Object.getOwnPropertyDescriptor(BrowserCookies.prototype, 'cookie')!.set!;
    Object.defineProperty(browser, 'cookie', {
      get: () => '',
      set: (line: string) => {
        writes.push(line);
        setter.call(browser, line);
      },
    });

    new DocumentCookieJar({ domain: '.fanshop.test' }).set('__uul', 'tok', { maxAgeSeconds: 60 });

    expect(writes.at(-1)).toBe('__uul=tok; Max-Age=60; Domain=fanshop.test; Path=/; Secure; SameSite=Lax');
  });

  it('given a host-only token from before the domain was set, then the first read moves it onto the domain', () => {
    const browser = inBrowser('www.fanshop.test');
    browser.cookie = '__uul=old-token; Max-Age=100; Path=/';

    expect(new DocumentCookieJar({ domain: 'fanshop.test' }).get('__uul')).toBe('old-token');

    expect(browser.copies('__uul')).toEqual([
      { name: '__uul', value: 'old-token', domain: 'fanshop.test', maxAge: TOKEN_LIFETIME_S },
    ]);
  });

  it('given a host-only copy beside the domain’s, then the domain’s is read and the host-only one deleted', () => {
    const browser = inBrowser('www.fanshop.test');
    browser.cookie = '__uul=stale; Max-Age=100; Path=/';
    browser.cookie = '__uul=current; Max-Age=100; Domain=fanshop.test; Path=/';

    expect(new DocumentCookieJar({ domain: 'fanshop.test' }).get('__uul')).toBe('current');
    expect(browser.copies('__uul').map((c) => c.domain)).toEqual(['fanshop.test']);
  });

  it('a removal ends both copies, so logging out on one host ends the session on every host', () => {
    const browser = inBrowser('www.fanshop.test');
    browser.cookie = '__uul=stale; Max-Age=100; Path=/';
    browser.cookie = '__uul=current; Max-Age=100; Domain=fanshop.test; Path=/';

    new DocumentCookieJar({ domain: 'fanshop.test' }).remove('__uul');

    expect(browser.copies('__uul')).toEqual([]);
    expect(new BrowserCookies('checkout.fanshop.test').copies('__uul')).toEqual([]);
  });
});

describe('DocumentCookieJar without a cookie domain', () => {
  it('keeps host-only cookies as they are', () => {
    const browser = inBrowser('127.0.0.1');
    const jar = new DocumentCookieJar();
    jar.set('__uuhlat', 'u1', { maxAgeSeconds: 60 });

    expect(jar.get('__uuhlat')).toBe('u1');
    expect(browser.copies('__uuhlat').map((c) => c.domain)).toEqual([null]);
  });
});

describe('RequestCookieJar with a cookie domain', () => {
  it('writes for the domain', () => {
    const jar = new RequestCookieJar(undefined, true, { domain: 'fanshop.test' });
    jar.set('__uuhlat', 'u1', { maxAgeSeconds: 60 });

    expect(jar.setCookieHeaders()).toEqual([
      '__uuhlat=u1; Max-Age=60; Domain=fanshop.test; Path=/; Secure; SameSite=Lax',
    ]);
  });

  it('given a name twice in the request, then the later (the domain’s) is read and the host-only copy deleted', () => {
    const jar = new RequestCookieJar('__uul=stale; other=1; __uul=current', true, { domain: 'fanshop.test' });

    expect(jar.get('__uul')).toBe('current');
    expect(jar.get('other')).toBe('1');
    expect(jar.setCookieHeaders()).toEqual(['__uul=; Max-Age=0; Path=/; Secure; SameSite=Lax']);
  });

  it('without a domain, a name twice is read as before (the first) and nothing is deleted', () => {
    const jar = new RequestCookieJar('__uul=first; __uul=second', true);

    expect(jar.get('__uul')).toBe('first');
    expect(jar.setCookieHeaders()).toEqual([]);
  });
});
