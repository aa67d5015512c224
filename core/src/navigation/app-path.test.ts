import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAppPath } from './app-path.js';

describe('isAppPath', () => {
  it('takes a path of the shop and refuses what would leave it', () => {
    expect(isAppPath('/men/')).toBe(true);
    expect(isAppPath('/p/scarf-12/?size=m')).toBe(true);
    for (const path of [
      '//evil.test/',
      '/\\evil.test',
      'https://evil.test/',
      'men/',
      '',
      '/a\u0000b',
      '/a\tb',
      '/a\\b',
    ]) {
      expect(isAppPath(path), path).toBe(false);
    }
    expect(isAppPath(undefined)).toBe(false);
    expect(isAppPath(42)).toBe(false);
  });

  it('for any string, a taken path starts with one slash and holds no backslash or control character', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `/${s}`),
        ),
        (path) => {
          if (!isAppPath(path)) return;
          expect(path[0]).toBe('/');
          expect(path[1]).not.toBe('/');
          expect(
            [...path].every((c) => c !== '\\' && c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f),
          ).toBe(true);
        },
      ),
    );
  });
});
