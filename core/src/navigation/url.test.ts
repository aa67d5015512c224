import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasTrailingSlash, joinUrl, splitUrl, withTrailingSlash } from './url.js';

describe('given an in-app URL', () => {
  it('when it is split, then the hash is cut first and the query before it', () => {
    expect(splitUrl('/search/?q=a#b?c')).toEqual({ path: '/search/', query: '?q=a', hash: '#b?c' });
    expect(splitUrl('/p/x/')).toEqual({ path: '/p/x/', query: '', hash: '' });
  });

  it.each([
    ['/login', '/login/'],
    ['/login/', '/login/'],
    ['/search?q=a,b', '/search/?q=a,b'],
    ['/p/x#sizes', '/p/x/#sizes'],
    ['/p/x?a=1#h', '/p/x/?a=1#h'],
    ['?q=1', '?q=1'],
    ['#top', '#top'],
  ])('when the trailing slash is added to %s, then it is %s', (url, expected) => {
    expect(withTrailingSlash(url)).toBe(expected);
    expect(hasTrailingSlash(expected) || splitUrl(expected).path === '').toBe(true);
  });
});

describe('properties', () => {
  it('adding the trailing slash is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (url) => {
        const once = withTrailingSlash(url);
        expect(withTrailingSlash(once)).toBe(once);
      }),
    );
  });

  it('adding the trailing slash keeps the query and hash and only ever appends one slash', () => {
    fc.assert(
      fc.property(fc.string(), (url) => {
        const before = splitUrl(url);
        const after = splitUrl(withTrailingSlash(url));
        expect(after.query).toBe(before.query);
        expect(after.hash).toBe(before.hash);
        expect([before.path, `${before.path}/`]).toContain(after.path);
      }),
    );
  });

  it('splitting and joining round-trips', () => {
    fc.assert(fc.property(fc.string(), (url) => joinUrl(splitUrl(url)) === url));
  });
});
