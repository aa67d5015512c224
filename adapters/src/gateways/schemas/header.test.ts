import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { MenuItem } from '@fanshop/core/menu';
import { Gender, ResponseParseError } from '@fanshop/core/shared';
import { readMenuSets, readSuggestions } from './header.js';

describe('given an autosuggest answer', () => {
  it('when read, then phrases keep their weight as a whole count and get a search url', () => {
    expect(
      readSuggestions([
        { phrase: 'jersey', weight: 12 },
        { phrase: ' ball ', weight: '3.6', url: '/balls/' },
        { phrase: 'boot', weight: -2 },
        { phrase: 'cap' },
        { phrase: '  ', weight: 4 },
        { weight: 4 },
        null,
      ]),
    ).toEqual([
      { phrase: 'jersey', weight: 12, url: '/search/?q=jersey' },
      { phrase: 'ball', weight: 4, url: '/balls/' },
      { phrase: 'boot', weight: 0, url: '/search/?q=boot' },
      { phrase: 'cap', weight: 0, url: '/search/?q=cap' },
    ]);
  });

  it('then, for any JSON, reading never throws and counts are whole and not negative (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.jsonValue(), fc.array(fc.record({ phrase: fc.string(), weight: fc.jsonValue() }))),
        (raw) =>
          readSuggestions(raw).every((s) => Number.isInteger(s.weight) && s.weight >= 0 && s.phrase !== ''),
      ),
    );
  });
});

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
