import { describe, expect, it } from 'vitest';
import { isNotIndexed, robotsTxt } from './robots';

describe('given the shop at an origin', () => {
  const robots = robotsTxt('https://shop.test');

  it('when robots.txt is built, then the shop is allowed and the personal areas disallowed in both languages', () => {
    const lines = robots.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const area of [
      'my-account',
      'wishlist',
      'login',
      'register',
      'forgot-password',
      'reset-password',
      'doi',
      'search',
    ]) {
      expect(lines).toContain(`Disallow: /${area}/`);
      expect(lines).toContain(`Disallow: /de/${area}/`);
    }
    expect(lines).not.toContain('Disallow: /');
  });

  it('when robots.txt is built, then it names the absolute sitemap URL', () => {
    expect(robots).toContain('\nSitemap: https://shop.test/sitemap.xml\n');
  });

  it('when a path is checked, then only the not-indexed areas are, in any language or casing', () => {
    expect(isNotIndexed('/my-account/orders/')).toBe(true);
    expect(isNotIndexed('/de/Wishlist/')).toBe(true);
    expect(isNotIndexed('/men/')).toBe(false);
    expect(isNotIndexed('/searches-and-more/')).toBe(false);
  });
});
