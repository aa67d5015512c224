import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { originOf } from './origin.js';

describe('originOf', () => {
  it('reads scheme, host and a port other than the scheme’s own', () => {
    expect(originOf('https://WWW.Fanshop.at/men/?q=1')).toEqual({
      protocol: 'https:',
      hostname: 'www.fanshop.at',
      origin: 'https://www.fanshop.at',
    });
    expect(originOf('https://checkout.fanshop.at:443/')?.origin).toBe('https://checkout.fanshop.at');
    expect(originOf('http://127.0.0.1:4100')?.origin).toBe('http://127.0.0.1:4100');
  });

  it('refuses paths, other schemes and URLs with credentials', () => {
    for (const value of [
      '/men/',
      '//evil.example/',
      'javascript:alert(1)',
      'https://a@evil.example/',
      'ftp://x/',
    ]) {
      expect(originOf(value), value).toBeNull();
    }
  });

  it('reads URLs with spaces around them, IPv6 hosts, and drops only the scheme’s own port', () => {
    expect(originOf('  https://www.fanshop.at/  ')?.origin).toBe('https://www.fanshop.at');
    expect(originOf('http://[::1]:8080/')?.origin).toBe('http://[::1]:8080');
    expect(originOf('http://fanshop.at:80/')?.origin).toBe('http://fanshop.at');
    expect(originOf('http://fanshop.at:443/')?.origin).toBe('http://fanshop.at:443');
    expect(originOf('https://fanshop.at:80/')?.origin).toBe('https://fanshop.at:80');
  });

  it('refuses hosts with other characters, ports of six digits, and schemes that only end in http', () => {
    for (const value of [
      'https://ev!l.example/',
      'https://fanshop.at:123456/',
      'xhttps://fanshop.at/',
      'https://[]/',
    ]) {
      expect(originOf(value), value).toBeNull();
    }
  });

  it('agrees with URL on every web URL', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const parsed = new URL(url);
        if (parsed.username || parsed.password) return;
        expect(originOf(url)?.origin).toBe(parsed.origin);
      }),
    );
  });
});
