import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  entityTag,
  isCustomerRequest,
  matchingEntityTag,
  pageCacheControl,
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
    expect(isCustomerRequest(cookie)).toBe(customer);
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
          expect(isCustomerRequest(pairs.join('; '))).toBe(true);
          const page = {
            url: '/men/',
            status: 200,
            customer: isCustomerRequest(pairs.join('; ')),
            setsCookie: false,
          };
          expect(pageCacheControl(page)).toBe('private, no-store');
        },
      ),
    );
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
