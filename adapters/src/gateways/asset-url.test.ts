import { describe, expect, it } from 'vitest';
import { assetUrl } from './asset-url.js';

describe('assetUrl', () => {
  it('resolves paths against the API base and keeps absolute URLs and empty values', () => {
    expect(assetUrl('http://api.test/', '/images/1.svg')).toBe('http://api.test/images/1.svg');
    expect(assetUrl('http://api.test', 'images/1.svg')).toBe('http://api.test/images/1.svg');
    expect(assetUrl('http://api.test', 'https://cdn.test/1.svg')).toBe('https://cdn.test/1.svg');
    expect(assetUrl('http://api.test', '//cdn.test/1.svg')).toBe('//cdn.test/1.svg');
    expect(assetUrl('http://api.test', '')).toBe('');
  });
});
