import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Gender } from '../shared/gender.js';
import { matchRoute } from '../navigation/routes.js';
import { BRANDS_PAGE_GENDERS, brandsPagePath, sortBrands } from './brand.js';
import { brandsArbitrary } from './testing/content-arbitraries.js';
import { ContentMother } from './testing/content-mother.js';

describe('given brands in the API order', () => {
  it('when they are sorted, then data.position decides, ties keep the API order and missing positions go last', () => {
    const sorted = sortBrands(ContentMother.brandsInApiOrder());
    expect(sorted.map((b) => b.name)).toEqual(['Nike', 'Adidas', 'Erima', 'Puma', 'Uhlsport', 'Jako']);
  });

  it('when they are sorted, then the input list is left as it was', () => {
    const brands = ContentMother.brandsInApiOrder();
    sortBrands(brands);
    expect(brands.map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('given the brands page variants', () => {
  it('when a path is asked for each gender, then everyone, men and women have their own page', () => {
    expect(BRANDS_PAGE_GENDERS.map(brandsPagePath)).toEqual(['/marken/', '/marken/men/', '/marken/women/']);
    expect(brandsPagePath(Gender.kids)).toBe('/marken/');
  });

  it('when a variant path is matched, then it is a Brands page', () => {
    for (const gender of BRANDS_PAGE_GENDERS) {
      expect(matchRoute(brandsPagePath(gender))).toMatchObject({ kind: 'route', page: 'Brands' });
    }
  });
});

describe('properties', () => {
  it('sorting is a stable permutation ordered by finite position, the rest last in API order', () => {
    fc.assert(
      fc.property(brandsArbitrary, (brands) => {
        const sorted = sortBrands(brands);
        expect([...sorted].map((b) => b.id).sort((a, b) => a - b)).toEqual(brands.map((b) => b.id));
        const rank = (p: number | undefined) => (p !== undefined && Number.isFinite(p) ? p : Infinity);
        for (let i = 1; i < sorted.length; i++) {
          const prev = sorted[i - 1]!;
          const next = sorted[i]!;
          const [a, b] = [rank(prev.data.position), rank(next.data.position)];
          expect(a <= b).toBe(true);
          if (a === b) expect(prev.id < next.id).toBe(true);
        }
        expect(sortBrands(sorted)).toEqual(sorted);
      }),
    );
  });
});
