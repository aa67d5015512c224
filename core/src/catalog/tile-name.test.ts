import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tileName } from './tile-name.js';

describe('given a product tile name under its brand line', () => {
  it('when the name starts with the brand, then the brand is not repeated', () => {
    expect(tileName('Rotweiss Sport Austria Home Jersey 2024 Women', 'Rotweiss Sport')).toBe(
      'Austria Home Jersey 2024 Women',
    );
    expect(tileName('PUMA – Away Jersey 2026 Men', 'Puma')).toBe('Away Jersey 2026 Men');
  });

  it('when the brand is only the start of a word, or absent, then the name stays whole', () => {
    expect(tileName('Pumatech Training Top', 'Puma')).toBe('Pumatech Training Top');
    expect(tileName('Home Jersey 2026 Women', 'Nike')).toBe('Home Jersey 2026 Women');
    expect(tileName('Home Jersey', '')).toBe('Home Jersey');
  });

  it('when the brand comes with spaces around it, then it is still found at the start of the name', () => {
    expect(tileName('Puma King Top', '  Puma ')).toBe('King Top');
  });

  it('when there is no brand, then the name stays whole, even one that starts with a dash', () => {
    expect(tileName('– Limited edition scarf', '')).toBe('– Limited edition scarf');
    expect(tileName('- Limited edition scarf', '   ')).toBe('- Limited edition scarf');
  });

  it('when the name is the brand alone, then it stays, so the tile is never nameless', () => {
    expect(tileName('Nike', 'Nike')).toBe('Nike');
    expect(tileName('Nike – ', 'Nike')).toBe('Nike –');
  });

  it('for any name, then the result is a non-empty tail of the name that keeps its last word', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), (name, brand) => {
        fc.pre(name.trim() !== '');
        const shown = tileName(name, brand);
        expect(shown).not.toBe('');
        expect(name.trim().endsWith(shown)).toBe(true);
      }),
    );
  });
});
