import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ResponseParseError } from '../shared/errors.js';
import { Gender } from '../shared/gender.js';
import {
  type MenuItem,
  hasChildren,
  isBannerItem,
  isBrandItem,
  menuBanners,
  menuEntries,
  menuItemKind,
  menuItemRole,
  readMenuSets,
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
const rawItemsArb = fc.letrec<{ items: unknown[]; item: unknown }>((tie) => ({
  items: fc.array(tie('item'), { maxLength: 3 }),
  item: fc.record(
    {
      id: fc.oneof(fc.integer(), fc.integer().map(String), fc.string(), fc.constant(null)),
      name: fc.oneof(fc.string(), fc.constant(' '), fc.integer()),
      url: fc.oneof(fc.string(), fc.constant(null)),
      type: fc.constantFrom('root-hot', 'banners', 'banner', 'root-gender', 'brand', 'category', 7),
      parentId: fc.oneof(fc.integer(), fc.constant(null), fc.string()),
      column: fc.oneof(fc.integer(), fc.constant(null), fc.string()),
      data: fc.oneof(
        fc.constant(null),
        fc.record({ gender: fc.jsonValue(), position: fc.jsonValue(), logo: fc.jsonValue() }),
      ),
      options: fc.oneof(tie('items'), fc.jsonValue()),
    },
    { requiredKeys: [] },
  ),
})).items;

describe('given a menu answer', () => {
  it('when it is well formed, then both sets are read with gender, banner data and parent ids', () => {
    const menus = readMenuSets({
      desktop: [
        {
          id: 1,
          name: 'Women',
          url: '/women/',
          type: 'root-gender',
          column: null,
          data: { gender: '1' },
          options: [
            { id: '2', name: 'Jerseys', url: '/women/jerseys/', type: 'category', column: 1, data: {} },
            { id: 3, name: 'Win', type: 'banner', data: { imageData: '/b.jpg', description: 'New kit' } },
            { id: 4, name: 'Puma', type: 'brand', data: { logo: '/puma.svg', position: '7' } },
          ],
        },
      ],
      mobile: [{ id: 9, name: 'Sale', url: '/sale/', type: 'root-hot' }],
    });

    const women = menus.desktop[0]!;
    expect(women).toMatchObject({ id: 1, parentId: null, column: null, data: { gender: Gender.female } });
    expect(women.options.map((o) => [o.id, o.parentId, o.column])).toEqual([
      [2, 1, 1],
      [3, 1, null],
      [4, 1, null],
    ]);
    expect(women.options[1]!.data).toEqual({ gender: 0, imageData: '/b.jpg', description: 'New kit' });
    expect(women.options[2]!.data).toEqual({ gender: 0, logo: '/puma.svg', position: 7 });
    expect(menus.mobile).toEqual([
      {
        id: 9,
        name: 'Sale',
        url: '/sale/',
        type: 'root-hot',
        parentId: null,
        column: null,
        data: { gender: 0 },
        options: [],
      },
    ]);
  });

  it('when items lack an id or a name, then they are skipped with their children; a missing set is empty', () => {
    const menus = readMenuSets({
      desktop: [{ name: 'No id', options: [{ id: 5, name: 'Child' }] }, { id: 6 }, 'x'],
    });
    expect(menus).toEqual({ desktop: [], mobile: [] });
  });

  it('when it is not an object, then it is a parse error', () => {
    expect(() => readMenuSets(null)).toThrow(ResponseParseError);
    expect(() => readMenuSets([])).toThrow(ResponseParseError);
  });

  it('then, for any JSON object, reading never throws and yields well-formed items (property)', () => {
    const wellFormed = (item: MenuItem): boolean =>
      Number.isFinite(item.id) &&
      item.name.trim() !== '' &&
      [0, 1, 2, 3].includes(item.data.gender) &&
      item.options.every((child) => child.parentId === item.id && wellFormed(child));
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('desktop', 'mobile', 'other'), fc.oneof(fc.jsonValue(), rawItemsArb)),
        (raw) => {
          const menus = readMenuSets(raw);
          return [...menus.desktop, ...menus.mobile].every(wellFormed);
        },
      ),
    );
  });
});

describe('given a nested menu item whose parentId disagrees with its nesting', () => {
  it('then its parent is the item it is nested in', () => {
    const menus = readMenuSets({
      desktop: [{ id: '0', name: 'Root', options: [{ id: 0, name: 'Child', parentId: -1 }] }],
    });
    expect(menus.desktop[0]?.options[0]?.parentId).toBe(0);
  });
});
