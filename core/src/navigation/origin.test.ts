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
