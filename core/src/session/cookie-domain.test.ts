import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cookieDomainProblem, hostInCookieDomain, normaliseCookieDomain } from './cookie-domain.js';

describe('cookieDomainProblem', () => {
  it('given separate https hosts with their shared domain, then the settings work', () => {
    expect(
      cookieDomainProblem({
        shopOrigin: 'https://www.fanshop.at',
        checkoutUrl: 'https://checkout.fanshop.at',
        cookieDomain: '.fanshop.at',
      }),
    ).toBeNull();
  });

  it('given separate https hosts without a cookie domain, then it says so and names the domain to set', () => {
    expect(
      cookieDomainProblem({
        shopOrigin: 'https://www.fanshop.at',
        checkoutUrl: 'https://checkout.fanshop.at',
      }),
    ).toMatch(/set COOKIE_DOMAIN to the domain they share \(for example fanshop\.at\)/);
  });

  it('given a domain that does not cover a host, then browsers would drop the cookies and it says which', () => {
    expect(
      cookieDomainProblem({
        shopOrigin: 'https://www.fanshop.at',
        checkoutUrl: 'https://pay.example.com',
        cookieDomain: 'fanshop.at',
      }),
    ).toMatch(/does not cover CHECKOUT_URL's host pay\.example\.com/);
  });

  it('given one machine over plain http (ports are no separate hosts to a cookie), then nothing is asked', () => {
    expect(
      cookieDomainProblem({ shopOrigin: 'http://127.0.0.1:3000', checkoutUrl: 'http://127.0.0.1:4100' }),
    ).toBeNull();
    expect(
      cookieDomainProblem({ shopOrigin: 'https://shop.at', checkoutUrl: 'https://shop.at/checkout' }),
    ).toBeNull();
  });

  it('given an address that is not an absolute URL, then it says so', () => {
    expect(
      cookieDomainProblem({ shopOrigin: 'www.fanshop.at', checkoutUrl: 'https://checkout.fanshop.at' }),
    ).toMatch(/must be absolute/);
  });
});

describe('hostInCookieDomain', () => {
  it('a host is in the domain when it is the domain or a subdomain, never a look-alike', () => {
    fc.assert(
      fc.property(fc.domain(), (domain) => {
        expect(hostInCookieDomain(domain, domain)).toBe(true);
        expect(hostInCookieDomain(`www.${domain}`, domain)).toBe(true);
        expect(hostInCookieDomain(`evil${domain}`, domain)).toBe(false);
        expect(hostInCookieDomain(`${domain}.evil.example`, domain)).toBe(false);
      }),
    );
  });

  it('normalises the setting as a Domain attribute takes it', () => {
    expect(normaliseCookieDomain(' .FanShop.at ')).toBe('fanshop.at');
    expect(normaliseCookieDomain('')).toBeUndefined();
    expect(normaliseCookieDomain(undefined)).toBeUndefined();
  });
});

describe('cookie domains at their edges', () => {
  it('given a domain written with dots before it, spaces or capitals, then it is the bare domain', () => {
    expect(normaliseCookieDomain(' ..FanShop.at ')).toBe('fanshop.at');
    expect(normaliseCookieDomain('  ')).toBeUndefined();
  });

  it('given separate hosts where only one side is https, then a cookie domain is asked for; both plain http, not', () => {
    for (const [shopOrigin, checkoutUrl] of [
      ['http://www.fanshop.at', 'https://checkout.fanshop.at'],
      ['https://www.fanshop.at', 'http://checkout.fanshop.at'],
    ] as const) {
      expect(cookieDomainProblem({ shopOrigin, checkoutUrl }), shopOrigin).toMatch(/set COOKIE_DOMAIN/);
    }
    expect(
      cookieDomainProblem({ shopOrigin: 'http://www.fanshop.at', checkoutUrl: 'http://checkout.fanshop.at' }),
    ).toBeNull();
  });

  it('given separate https hosts, then the hint names the longest domain they share, of two labels at least', () => {
    const hint = (shop: string, checkout: string) =>
      /for example ([^)]+)\)/.exec(
        cookieDomainProblem({ shopOrigin: shop, checkoutUrl: checkout }) ?? '',
      )?.[1];
    expect(hint('https://www.shop.fanshop.co.at', 'https://checkout.fanshop.co.at')).toBe('fanshop.co.at');
    expect(hint('https://fanshop.at', 'https://checkout.fanshop.at')).toBe('fanshop.at');
    expect(hint('https://www.example.org', 'https://pay.example.org')).toBe('example.org');
    expect(hint('https://shop.example.at', 'https://pay.other.at')).toBe('fanshop.at');
    expect(hint('https://shop.example.com', 'https://pay.example.at')).toBe('fanshop.at');
    expect(
      cookieDomainProblem({
        shopOrigin: 'https://www.fanshop.at',
        checkoutUrl: 'https://checkout.fanshop.at',
      }),
    ).toMatch(
      /^the storefront \(www\.fanshop\.at\) and the checkout \(checkout\.fanshop\.at\) are separate hosts/,
    );
  });
});
