import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isLoggedIn } from '@fanshop/core/session';
import { REQUEST_ID_COOKIE, TOKEN_COOKIE } from '@fanshop/core/shared';
import {
  entityTag,
  isPrivateRequest,
  matchingEntityTag,
  pageCachePolicy,
  tagForCoding,
} from './cache-policy';

describe('given the cookies of a request', () => {
  it.each([
    ['__uul=abc', true],
    ['i18next=de-AT; __uul=abc; __uuhlat=5f0886e9', true],
    ['__uul = "abc"', true],
    ['__uul=%ZZ', true],
    ['__uul=', false],
    ['__uul=""', false],
    ['__uuhlat=u3f1c2a4e', false],
    ['x__uul=abc', false],
    ['', false],
  ])('%j comes from a customer: %s', (cookie, customer) => {
    expect(isPrivateRequest(cookie)).toBe(customer);
  });

  it('a request with a non-empty token, wherever it sits among other cookies, is never a guest’s', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.stringMatching(/^[a-z_]{1,8}$/), fc.stringMatching(/^[\w%]{0,12}$/))),
        fc.stringMatching(/^[\w%.-]{1,40}$/),
        fc.nat(),
        (others, token, at) => {
          const pairs = others.map(([name, value]) => `${name}=${value}`);
          pairs.splice(at % (pairs.length + 1), 0, `__uul=${token}`);
          expect(isPrivateRequest(pairs.join('; '))).toBe(true);
          const page = {
            url: '/men/',
            status: 200,
            customer: isPrivateRequest(pairs.join('; ')),
            setsCookie: false,
          };
          // Nothing a cache could keep it by: no CDN-Cache-Control, no X-Accel-Expires.
          expect(pageCachePolicy(page)).toEqual({
            shared: false,
            headers: { 'Cache-Control': 'private, no-store' },
          });
        },
      ),
    );
  });
});

describe('property: the cache’s test never shares what core calls a customer', () => {
  const value = fc.oneof(
    fc.constant(undefined),
    fc.constantFrom('', ' ', 'u3f1c2a4e-6a1b-4c2d-9e3f-0a1b2c3d4e5f', '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f'),
    fc.stringMatching(/^[\w.-]{1,20}$/),
  );

  it('for any token and request id, a session core’s isLoggedIn calls a customer’s is never shared; a guest’s without a token may be', () => {
    fc.assert(
      fc.property(value, value, (token, requestId) => {
        const cookie = [
          token === undefined ? '' : `${TOKEN_COOKIE}=${token}`,
          requestId === undefined ? '' : `${REQUEST_ID_COOKIE}=${requestId}`,
        ]
          .filter(Boolean)
          .join('; ');
        // The cache errs on the private side: any token counts, even beside a guest's id.
        if (isLoggedIn({ token, requestId })) expect(isPrivateRequest(cookie)).toBe(true);
        if ((token ?? '').trim() === '') expect(isPrivateRequest(cookie)).toBe(false);
      }),
    );
  });
});

describe('given a page a shared cache may keep', () => {
  const guestListing = { url: '/men/', status: 200, customer: false, setsCookie: false };

  it('browsers revalidate it every time; CDNs keep it by CDN-Cache-Control, nginx by X-Accel-Expires', () => {
    expect(pageCachePolicy(guestListing)).toEqual({
      shared: true,
      headers: {
        'Cache-Control': 'no-cache',
        'CDN-Cache-Control': 'public, max-age=120, stale-while-revalidate=600',
        'X-Accel-Expires': '120',
      },
    });
  });

  it('no browser may keep it fresh: Cache-Control names no lifetime and no staleness, whatever the page type', () => {
    for (const url of ['/', '/men/', '/p/a-jersey-71/', '/search/?q=jersey', '/marken/', '/faq/']) {
      const { shared, headers } = pageCachePolicy({ ...guestListing, url });
      expect(shared, url).toBe(true);
      expect(headers['Cache-Control'], url).toBe('no-cache');
      expect(headers['X-Accel-Expires'], url).toMatch(/^[1-9]\d*$/);
    }
  });

  it('a failure is never stored, and the same route for a customer or with a cookie set is private', () => {
    expect(pageCachePolicy({ ...guestListing, status: 503 })).toEqual({
      shared: false,
      headers: { 'Cache-Control': 'no-store' },
    });
    for (const page of [
      { ...guestListing, customer: true },
      { ...guestListing, setsCookie: true },
    ])
      expect(pageCachePolicy(page).headers).toEqual({ 'Cache-Control': 'private, no-store' });
  });
});

describe('given the tag of a page', () => {
  it('is strong, short and the same for the same bytes only', () => {
    expect(entityTag('<p>a</p>')).toMatch(/^"[\w-]{27}"$/);
    expect(entityTag('<p>a</p>')).toBe(entityTag('<p>a</p>'));
    expect(entityTag('<p>a</p>')).not.toBe(entityTag('<p>b</p>'));
  });

  it('If-None-Match matches the tag, its compressed forms, a list holding it, a weak form of it, or *', () => {
    const tag = '"abc"';
    expect(matchingEntityTag('"abc"', tag)).toBe('"abc"');
    expect(matchingEntityTag('"abc-gzip"', tag)).toBe('"abc-gzip"');
    expect(matchingEntityTag('"x", W/"abc-deflate"', tag)).toBe('"abc-deflate"');
    expect(matchingEntityTag('*', tag)).toBe('"abc"');
    expect(matchingEntityTag('"abcd"', tag)).toBeNull();
    expect(matchingEntityTag('"abc-other"', tag)).toBeNull();
    expect(matchingEntityTag(undefined, tag)).toBeNull();
  });

  it('a compressed form is strong and names its coding, from a strong or a weak tag', () => {
    expect(tagForCoding('"abc"', 'gzip')).toBe('"abc-gzip"');
    expect(tagForCoding('W/"abc"', 'deflate')).toBe('"abc-deflate"');
    expect(matchingEntityTag(tagForCoding('"abc"', 'br'), '"abc"')).toBe('"abc-br"');
  });
});
