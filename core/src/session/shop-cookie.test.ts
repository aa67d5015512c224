import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { shopCookieAttributes } from './shop-cookie.js';

describe('shopCookieAttributes', () => {
  it('given a lifetime, https and a shared domain, then the cookie is the whole site’s, Lax, Secure and the domain’s', () => {
    expect(shopCookieAttributes(2_592_000, true, '.Fanshop.AT')).toEqual({
      path: '/',
      sameSite: 'lax',
      secure: true,
      domain: 'fanshop.at',
      maxAge: 2_592_000,
    });
  });

  it('given no domain over http, then it is host-only and not Secure', () => {
    expect(shopCookieAttributes(60, false)).toMatchObject({ secure: false, domain: undefined, maxAge: 60 });
  });

  it('never has a negative or fractional lifetime (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.boolean(), (seconds, secure) => {
        const { maxAge } = shopCookieAttributes(seconds, secure);
        expect(Number.isInteger(maxAge)).toBe(true);
        expect(maxAge).toBeGreaterThanOrEqual(0);
        expect(maxAge).toBeLessThanOrEqual(Math.max(0, seconds));
      }),
    );
  });
});
