import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classifyLink, type LinkConfig } from './links.js';
import { withTrailingSlash } from './url.js';

const config: LinkConfig = {
  checkoutUrl: 'https://checkout.fanshop.at',
  shopHosts: ['www.fanshop.at', 'fanshop.at'],
};

describe('given link classification', () => {
  it.each([
    ['https://checkout.fanshop.at', 'https://checkout.fanshop.at'],
    ['https://checkout.fanshop.at/checkout/', 'https://checkout.fanshop.at/checkout/'],
    ['HTTPS://Checkout.Fanshop.at/checkout/', 'HTTPS://Checkout.Fanshop.at/checkout/'],
  ])('when the link %s goes to the checkout, then it loads as a full page', (href, expected) => {
    expect(classifyLink(href, config)).toEqual({ kind: 'full-page', href: expected });
  });

  it('when the checkout shares the shop host name on another port, then the port tells them apart', () => {
    const local: LinkConfig = { checkoutUrl: 'http://127.0.0.1:4100', shopHosts: ['127.0.0.1:3000'] };
    expect(classifyLink('http://127.0.0.1:4100/checkout/', local).kind).toBe('full-page');
    expect(classifyLink('http://127.0.0.1:3000/login', local)).toEqual({ kind: 'in-app', path: '/login/' });
  });

  it('when the checkout URL has a base path, then only links under it are checkout links', () => {
    const withBase: LinkConfig = { checkoutUrl: 'https://pay.example.at/shop/', shopHosts: [] };
    expect(classifyLink('https://pay.example.at/shop/checkout/', withBase).kind).toBe('full-page');
    expect(classifyLink('https://pay.example.at/shopping/', withBase).kind).toBe('new-tab');
  });

  it.each(['https://www.instagram.com/oefb', '//youtube.com/watch?v=1', 'http://other.at/'])(
    'when the link %s goes to another host, then it opens in a new tab',
    (href) => {
      expect(classifyLink(href, config)).toEqual({ kind: 'new-tab', href });
    },
  );

  it.each([
    ['https://www.fanshop.at/men/jerseys', '/men/jerseys/'],
    ['http://fanshop.at/search?q=ball#results', '/search/?q=ball#results'],
    ['//www.fanshop.at/de/faq', '/de/faq/'],
    ['https://www.fanshop.at', '/'],
    ['https://www.fanshop.at?q=1', '/?q=1'],
    ['/p/jersey-1', '/p/jersey-1/'],
    ['/blog/?page=2', '/blog/?page=2'],
    ['#sizes', '#sizes'],
  ])('when the link %s is internal, then the app navigates to %s', (href, path) => {
    expect(classifyLink(href, config)).toEqual({ kind: 'in-app', path });
  });

  it.each(['mailto:service@fanshop.at', 'tel:+43123'])(
    'when the link %s has a non-web scheme, then it is followed as is',
    (href) => {
      expect(classifyLink(href, config)).toEqual({ kind: 'full-page', href });
    },
  );
});

describe('given links as pages and configuration write them', () => {
  it('when a link or the checkout URL has spaces around it, then they do not count', () => {
    expect(classifyLink('  /men/jerseys  ', config)).toEqual({ kind: 'in-app', path: '/men/jerseys/' });
    const spaced: LinkConfig = { ...config, checkoutUrl: '  https://checkout.fanshop.at  ' };
    expect(classifyLink('https://checkout.fanshop.at/checkout/', spaced).kind).toBe('full-page');
  });

  it('when a link has another scheme before //, then it loads as a full page, not in a tab', () => {
    expect(classifyLink('ftp://files.fanshop.at/catalogue.pdf', config)).toEqual({
      kind: 'full-page',
      href: 'ftp://files.fanshop.at/catalogue.pdf',
    });
  });

  it('when a path holds // or a colon past its start, then it stays in the app', () => {
    expect(classifyLink('/men//jerseys/', config)).toEqual({ kind: 'in-app', path: '/men//jerseys/' });
    expect(classifyLink('/search/?q=time:10', config).kind).toBe('in-app');
  });

  it('when no checkout URL is configured, then absolute links still open by their host', () => {
    const noCheckout: LinkConfig = { checkoutUrl: '', shopHosts: ['www.fanshop.at'] };
    expect(classifyLink('https://checkout.fanshop.at/', noCheckout).kind).toBe('new-tab');
    expect(classifyLink('https://www.fanshop.at/men/', noCheckout).kind).toBe('in-app');
  });

  it('when the checkout base path is the link’s path, or written with slashes to spare, then the link is the checkout', () => {
    const withBase: LinkConfig = { checkoutUrl: 'https://pay.example.at/shop//', shopHosts: [] };
    expect(classifyLink('https://pay.example.at/shop', withBase).kind).toBe('full-page');
    expect(classifyLink('https://pay.example.at/SHOP/checkout/', withBase).kind).toBe('full-page');
    expect(classifyLink('https://pay.example.at/', withBase).kind).toBe('new-tab');
  });
});

describe('properties', () => {
  it('an own-host link becomes its path with the trailing slash, whatever the protocol', () => {
    const pathArb = fc.stringMatching(/^(\/[a-z0-9-]{1,8}){0,4}\/?(\?[a-z]=[a-z0-9]{0,4})?(#[a-z]{1,4})?$/);
    fc.assert(
      fc.property(
        fc.constantFrom('https:', 'http:', ''),
        fc.constantFrom(...config.shopHosts),
        pathArb,
        (protocol, host, path) => {
          const expected = withTrailingSlash(path.startsWith('/') ? path : `/${path}`);
          expect(classifyLink(`${protocol}//${host}${path}`, config)).toEqual({
            kind: 'in-app',
            path: expected,
          });
          expect(classifyLink(expected, config)).toEqual({ kind: 'in-app', path: expected });
        },
      ),
    );
  });
});
