import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  EMPTY_MENU_SETS,
  hasChildren,
  isBannerItem,
  isBrandItem,
  menuBanners,
  menuEntries,
  menuItemKind,
  menuItemRole,
  sortByPosition,
  withSortedBrands,
} from './menu-item.js';
import { aBanner, aBrand, aMenuItem } from './testing/menu-mother.js';

describe('given menu item types', () => {
  it('when a type is one of the exact roles, then it has that role and no other type does', () => {
    expect(menuItemRole({ type: 'root-hot' })).toBe('root-hot');
    expect(menuItemRole({ type: 'banners' })).toBe('banners');
    expect(menuItemRole({ type: 'banner' })).toBe('banner');
    expect(menuItemRole({ type: 'root-gender' })).toBe('root-gender');
    expect(menuItemRole({ type: 'root-gender-x' })).toBeUndefined();
    expect(menuItemRole({ type: 'Banner' })).toBeUndefined();
  });

  it('when a type contains brand, category or gender, then that is its kind, brand first', () => {
    expect(menuItemKind({ type: 'brand' })).toBe('brand');
    expect(menuItemKind({ type: 'gender-brand' })).toBe('brand');
    expect(menuItemKind({ type: 'sub-category' })).toBe('category');
    expect(menuItemKind({ type: 'root-gender' })).toBe('gender');
    expect(menuItemKind({ type: 'banner' })).toBeUndefined();
    expect(isBrandItem({ type: 'BRAND' })).toBe(true);
    expect(isBannerItem({ type: 'banners' })).toBe(true);
    expect(isBannerItem({ type: 'category' })).toBe(false);
  });
});

describe('given an item with entries and banners', () => {
  const single = aBanner('single');
  const inContainer = aBanner('inside');
  const container = aMenuItem({ type: 'banners', options: [inContainer, aMenuItem({ type: 'category' })] });
  const entry = aMenuItem({ name: 'Jerseys' });
  const item = aMenuItem({ options: [entry, single, container] });

  it('when split, then entries exclude banners and banners include those inside a container', () => {
    expect(menuEntries(item)).toEqual([entry]);
    expect(menuBanners(item)).toEqual([single, inContainer]);
    expect(hasChildren(item)).toBe(true);
    expect(hasChildren(entry)).toBe(false);
  });
});

const positionArb = fc.option(fc.integer({ min: -5, max: 5 }), { nil: undefined });

describe('given brands with and without positions', () => {
  it('when sorted, then positions ascend, missing ones go last and ties keep their order', () => {
    const sorted = sortByPosition([aBrand('C', 2), aBrand('X'), aBrand('A', 1), aBrand('B', 2), aBrand('Y')]);
    expect(sorted.map((b) => b.name)).toEqual(['A', 'C', 'B', 'X', 'Y']);
  });

  it('then, for any list, the result is a stable sort of the same brands (property)', () => {
    fc.assert(
      fc.property(fc.array(positionArb, { maxLength: 30 }), (positions) => {
        const items = positions.map((position, index) => ({ index, data: { position } }));
        const sorted = sortByPosition(items);
        expect([...sorted].map((i) => i.index).sort((a, b) => a - b)).toEqual(items.map((i) => i.index));
        const rank = (i: (typeof items)[number]) => i.data.position ?? Number.POSITIVE_INFINITY;
        for (let k = 1; k < sorted.length; k++) {
          const a = sorted[k - 1]!;
          const b = sorted[k]!;
          expect(rank(a) < rank(b) || (rank(a) === rank(b) && a.index < b.index)).toBe(true);
        }
        expect(sortByPosition(sorted)).toEqual(sorted);
      }),
    );
  });
});

describe('given a menu tree with a brand list deep inside', () => {
  it('when brands are sorted, then only lists of brands are reordered', () => {
    const categories = [
      aMenuItem({ name: 'B', data: { position: 2 } }),
      aMenuItem({ name: 'A', data: { position: 1 } }),
    ];
    const brandsParent = aMenuItem({
      name: 'Brands',
      options: [aBrand('Puma', 3), aBanner(), aBrand('Adidas', 1)],
    });
    const tree = [aMenuItem({ name: 'Men', options: [brandsParent, ...categories] })];

    const sorted = withSortedBrands(tree);

    const men = sorted[0]!;
    expect(men.options.map((o) => o.name)).toEqual(['Brands', 'B', 'A']);
    expect(men.options[0]!.options.map((o) => o.name)).toEqual(['Adidas', 'Puma', 'Banner']);
    expect(tree[0]!.options[0]!.options[0]!.name).toBe('Puma');
  });
});

/** Item-like JSON with every field sometimes missing or of the wrong type. */

describe('brand order at its edges', () => {
  it('given brands with equal positions and without any, then each keeps the API’s order within its rank', () => {
    const [a, b, c, d, e, f] = [
      aBrand('A', 2),
      aBrand('B', 1),
      aBrand('C', 2),
      aBrand('D'),
      aBrand('E'),
      aBrand('F', 1),
    ];
    expect(sortByPosition([a!, b!, c!, d!, e!, f!]).map((brand) => brand.name)).toEqual([
      'B',
      'F',
      'A',
      'C',
      'D',
      'E',
    ]);
  });

  it('given a list of banners only, or brands mixed with other items, then it keeps the API’s order', () => {
    const banners = [aBanner('Two'), aBanner('One')];
    expect(withSortedBrands(banners).map((item) => item.name)).toEqual(['Two', 'One']);
    const mixed = [aBrand('Puma', 2), aMenuItem({ name: 'Shoes' }), aBrand('Adidas', 1)];
    expect(withSortedBrands(mixed).map((item) => item.name)).toEqual(['Puma', 'Shoes', 'Adidas']);
  });

  it('given no menus, then both sets are empty', () => {
    expect(EMPTY_MENU_SETS).toEqual({ desktop: [], mobile: [] });
  });
});
