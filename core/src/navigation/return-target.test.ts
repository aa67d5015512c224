import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { originOf } from './origin.js';
import { afterSignIn, returnTargetOf, safeInAppPath } from './return-target.js';

const OWN = { shopOrigin: 'https://www.fanshop.test', checkoutUrl: 'https://checkout.fanshop.test/' };
const toAccount = { kind: 'path', path: '/my-account/' };

describe('afterSignIn', () => {
  it('given an in-app page, then it goes there, without the language prefix', () => {
    expect(afterSignIn('?redirect=%2Fwishlist%2F', OWN)).toEqual({ kind: 'path', path: '/wishlist/' });
    expect(afterSignIn('redirect=/de/my-account/orders/', OWN)).toEqual({
      kind: 'path',
      path: '/my-account/orders/',
    });
    expect(afterSignIn('?redirect=/p/austria-home-jersey-2026-101/?size=M', OWN)).toEqual({
      kind: 'path',
      path: '/p/austria-home-jersey-2026-101/?size=M',
    });
  });

  it('given nothing, another site, a scheme or a sign-in page, then it goes to the account overview', () => {
    for (const search of [
      '',
      '?redirect=',
      '?redirect=//evil.example/',
      '?redirect=https://evil.example/',
      '?redirect=javascript:alert(1)',
      '?redirect=/\\evil.example/',
      '?redirect=%2F%2Fevil.example%2F',
      '?redirect=/login/',
      '?redirect=/de/register/',
      '?redirect=/my-account/order-details/not-a-uuid/',
    ]) {
      expect(afterSignIn(search, OWN), search).toEqual(toAccount);
    }
  });

  it('given the checkout host, then it goes back there; given the storefront’s own absolute address, then to its path', () => {
    expect(afterSignIn('?redirect=https%3A%2F%2Fcheckout.fanshop.test%2Fcheckout%2F', OWN)).toEqual({
      kind: 'host',
      url: 'https://checkout.fanshop.test/checkout/',
    });
    expect(afterSignIn('?redirect=https%3A%2F%2Fwww.fanshop.test%2Fwishlist%2F', OWN)).toEqual({
      kind: 'path',
      path: '/wishlist/',
    });
  });

  it('given the storefront’s own address without a path, then it goes home (with a query kept)', () => {
    expect(returnTargetOf('https://www.fanshop.test', OWN)).toEqual({ kind: 'path', path: '/' });
    expect(returnTargetOf('https://www.fanshop.test/', OWN)).toEqual({ kind: 'path', path: '/' });
    expect(returnTargetOf('https://www.fanshop.test?x=1', OWN)).toMatchObject({ kind: 'path' });
    expect(returnTargetOf('https://www.fanshop.test?x=1', OWN)).toEqual(returnTargetOf('/?x=1', OWN));
  });
});

describe('safe return paths', () => {
  it('given nothing, then there is none', () => {
    for (const raw of [null, undefined, '']) expect(safeInAppPath(raw)).toBeNull();
  });

  it('given a path with spaces around it, then it is the path', () => {
    expect(safeInAppPath('  /men/jerseys/  ')).toBe('/men/jerseys/');
    expect(returnTargetOf('  /men/  ', OWN)).toEqual({ kind: 'path', path: '/men/' });
  });

  it('given no leading slash, a scheme in the first segment, or a sign-in page, then there is none', () => {
    for (const raw of [
      'men/jerseys/',
      '/javascript:alert(1)/',
      '/x:y/',
      '/data:text/html,x/',
      '/login/',
      '/register/',
      '/forgot-password/',
      '/reset-password/',
      '/men',
    ]) {
      expect(safeInAppPath(raw), raw).toBeNull();
    }
  });

  it('given a colon past the first segment, then the path is fine', () => {
    expect(safeInAppPath('/search/?q=time:10')).toBe('/search/?q=time:10');
    expect(safeInAppPath('/men/a:b/')).toBe('/men/a:b/');
  });
});

describe('returnTargetOf', () => {
  it('refuses absolute URLs with spaces, control characters or backslashes in them', () => {
    for (const raw of [
      'https://checkout.fanshop.test/a b',
      'https://checkout.fanshop.test/\\evil',
      'https://checkout.fanshop.test/\u0007',
    ]) {
      expect(returnTargetOf(raw, OWN), raw).toBeNull();
    }
  });

  it('given own origins that are not set, then nothing qualifies by them and nothing throws', () => {
    const unset = { shopOrigin: '', checkoutUrl: '' };
    expect(returnTargetOf('https://checkout.fanshop.test/', unset)).toBeNull();
    expect(returnTargetOf('https://www.fanshop.test/men/', { ...OWN, shopOrigin: '' })).toBeNull();
    expect(returnTargetOf('https://checkout.fanshop.test/x', { ...OWN, shopOrigin: '' })).toEqual({
      kind: 'host',
      url: 'https://checkout.fanshop.test/x',
    });
  });

  it('refuses look-alikes of the shop’s own hosts', () => {
    for (const value of [
      'https://checkout.fanshop.test.evil.example/',
      'https://checkout.fanshop.test@evil.example/',
      'http://checkout.fanshop.test/',
      'https://checkout.fanshop.test:8443/',
      'https://evilcheckout.fanshop.test/',
      'https://checkout.fanshop.test\\@evil.example/',
      ' https://evil.example/',
    ]) {
      expect(returnTargetOf(value, OWN), value).toBeNull();
    }
  });

  it('never leads to a host that is not the storefront’s or the checkout’s (any string at all)', () => {
    const own = new Set([originOf(OWN.shopOrigin)!.origin, originOf(OWN.checkoutUrl)!.origin]);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl({ withQueryParameters: true, withFragments: true }),
          fc.webUrl().map((url) => url.replace(/^https?:\/\//, '//')),
          fc
            .constantFrom('https://checkout.fanshop.test', 'https://www.fanshop.test')
            .chain((base) => fc.string().map((tail) => `${base}${tail}`)),
        ),
        (value) => {
          const target = returnTargetOf(value, OWN);
          if (target === null) return true;
          if (target.kind === 'path') return target.path.startsWith('/') && !/^\/[/\\]/.test(target.path);
          const origin = originOf(target.url);
          return origin !== null && own.has(origin.origin);
        },
      ),
    );
  });
});
