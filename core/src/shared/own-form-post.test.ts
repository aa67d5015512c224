import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isOwnFormPost } from './own-form-post.js';

const own = ['https://shop.example', 'http://127.0.0.1:3000'];

describe('given a form post', () => {
  it('when its Origin is one of the shop’s, then it is taken', () => {
    expect(isOwnFormPost({ origin: 'https://shop.example' }, own)).toBe(true);
    expect(isOwnFormPost({ origin: 'http://127.0.0.1:3000', secFetchSite: 'same-origin' }, own)).toBe(true);
  });

  it('when its Origin is another site, a sibling host or null, then it is refused whatever else it says', () => {
    for (const origin of [
      'https://evil.example',
      'https://api.shop.example',
      'null',
      'http://shop.example',
    ]) {
      expect(
        isOwnFormPost({ origin, secFetchSite: 'same-origin', referer: 'https://shop.example/' }, own),
      ).toBe(false);
    }
  });

  it('when it names no Origin, then Sec-Fetch-Site decides, else the Referer, else it is refused', () => {
    expect(isOwnFormPost({ secFetchSite: 'same-origin' }, own)).toBe(true);
    expect(isOwnFormPost({ secFetchSite: 'cross-site', referer: 'https://shop.example/login/' }, own)).toBe(
      false,
    );
    expect(isOwnFormPost({ referer: 'https://shop.example/login/' }, own)).toBe(true);
    expect(isOwnFormPost({ referer: 'https://evil.example/shop.example' }, own)).toBe(false);
    expect(isOwnFormPost({ referer: 'not a url' }, own)).toBe(false);
    expect(isOwnFormPost({}, own)).toBe(false);
  });

  it('never takes a post whose Origin is not exactly one of the shop’s', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (origin, referer) => {
        fc.pre(!own.includes(origin));
        expect(isOwnFormPost({ origin, secFetchSite: 'same-origin', referer }, own)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
