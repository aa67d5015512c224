import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CLOSED_DESKTOP_MENU,
  activateDesktopItem,
  activateDesktopTop,
  activeDesktopItem,
  deactivateDesktopMenu,
  desktopTopItems,
  readDesktopTopItems,
  megaMenuBanners,
  megaMenuColumns,
} from './desktop-menu.js';
import { aBanner, aMenuItem } from './testing/menu-mother.js';

describe('given the desktop mega-menu', () => {
  const women = aMenuItem({ name: 'Women', options: [aMenuItem()] });
  const sale = aMenuItem({ name: 'Sale' });
  const items = [women, sale];

  it('when an item with children is reached, then it becomes active', () => {
    const state = activateDesktopItem(CLOSED_DESKTOP_MENU, women);
    expect(state.activeId).toBe(women.id);
    expect(activeDesktopItem(state, items)).toBe(women);
  });

  it('when an item without children is reached, then nothing is active, also not the previous one', () => {
    expect(activateDesktopItem(CLOSED_DESKTOP_MENU, sale).activeId).toBeNull();
    const open = activateDesktopItem(CLOSED_DESKTOP_MENU, women);
    expect(activateDesktopItem(open, sale)).toEqual(CLOSED_DESKTOP_MENU);
  });

  it('when the pointer leaves, then nothing is active', () => {
    expect(deactivateDesktopMenu()).toEqual(CLOSED_DESKTOP_MENU);
    expect(activeDesktopItem({ activeId: 404 }, items)).toBeUndefined();
  });
});

describe('given a panel whose entries have columns', () => {
  const a = aMenuItem({ name: 'a', column: 2 });
  const b = aMenuItem({ name: 'b', column: 1 });
  const c = aMenuItem({ name: 'c', column: 2 });
  const d = aMenuItem({ name: 'd', column: null });
  const e = aMenuItem({ name: 'e', column: 1 });
  const banner = aBanner();
  const item = aMenuItem({ options: [a, b, banner, c, d, e] });

  it('when laid out, then entries are grouped by column ascending, in order, without column last', () => {
    expect(megaMenuColumns(item)).toEqual([
      { column: 1, items: [b, e] },
      { column: 2, items: [a, c] },
      { column: null, items: [d] },
    ]);
  });

  it('given any columns in any order, then the groups come ascending with the one without a column last', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }), { maxLength: 12 }),
        (columns) => {
          const panel = aMenuItem({ options: columns.map((column) => aMenuItem({ column })) });
          const order = megaMenuColumns(panel).map((group) => group.column ?? Number.POSITIVE_INFINITY);
          expect(order).toEqual([...new Set(order)].sort((x, y) => x - y));
          expect(order.length).toBe(new Set(columns).size);
        },
      ),
    );
  });

  it('then the active item is the one whose id is active, none when nothing is', () => {
    const state = activateDesktopItem(CLOSED_DESKTOP_MENU, item);
    expect(activeDesktopItem(state, [a, item])).toBe(item);
    expect(activeDesktopItem(CLOSED_DESKTOP_MENU, [a, item])).toBeUndefined();
  });

  it('then banners are kept out of the columns and shown apart', () => {
    expect(megaMenuBanners(item)).toEqual([banner]);
  });
});

describe('given the first screen carries only the top row', () => {
  const women = aMenuItem({ name: 'Women', url: '/women/', options: [aMenuItem({ name: 'Jerseys' })] });
  const sale = aMenuItem({ name: 'Sale', url: '/sale/' });

  it('then each top item keeps its link and whether it opens a panel, but not the panel', () => {
    expect(desktopTopItems([women, sale])).toEqual([
      { id: women.id, name: 'Women', url: '/women/', opens: true },
      { id: sale.id, name: 'Sale', url: '/sale/', opens: false },
    ]);
  });

  it('then reaching a top item follows the same rule as the full tree', () => {
    const [top, plain] = desktopTopItems([women, sale]);
    expect(activateDesktopTop(CLOSED_DESKTOP_MENU, top!)).toEqual(
      activateDesktopItem(CLOSED_DESKTOP_MENU, women),
    );
    expect(activateDesktopTop({ activeId: women.id }, plain!)).toEqual(CLOSED_DESKTOP_MENU);
  });

  it('then the row reads back from page state, skipping what is not an item', () => {
    const row = desktopTopItems([women, sale]);
    expect(readDesktopTopItems(JSON.parse(JSON.stringify(row)))).toEqual(row);
    expect(
      readDesktopTopItems([null, { id: 'x', name: 'A' }, { id: 3, name: '' }, { id: 4, name: 'B' }]),
    ).toEqual([{ id: 4, name: 'B', url: '', opens: false }]);
    expect(readDesktopTopItems('nonsense')).toEqual([]);
    expect(
      readDesktopTopItems([
        { id: Number.NaN, name: 'A' },
        { id: 5, name: 7 },
        'item',
        { id: 6, name: 'C', opens: 'yes' },
      ]),
    ).toEqual([{ id: 6, name: 'C', url: '', opens: false }]);
  });
});
