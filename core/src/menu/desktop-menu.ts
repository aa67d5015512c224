import { type MenuItem, hasChildren, menuBanners, menuEntries } from './menu-item.js';

/** Which top item of the desktop mega-menu has its panel open. */
export interface DesktopMenuState {
  readonly activeId: number | null;
}

/** No panel open. */
export const CLOSED_DESKTOP_MENU: DesktopMenuState = { activeId: null };

/**
 * The pointer reaches a top item. Only an item with children becomes active (a panel with
 * nothing in it is never shown); reaching a plain link closes the open panel, so it does not
 * linger over an unrelated entry.
 */
export function activateDesktopItem(_state: DesktopMenuState, item: MenuItem): DesktopMenuState {
  return hasChildren(item) ? { activeId: item.id } : CLOSED_DESKTOP_MENU;
}

/** The pointer leaves the menu, or a link in it was followed. */
export function deactivateDesktopMenu(): DesktopMenuState {
  return CLOSED_DESKTOP_MENU;
}

/** The active top item, if it is still in the menu. */
export function activeDesktopItem(state: DesktopMenuState, items: readonly MenuItem[]): MenuItem | undefined {
  return items.find((item) => item.id === state.activeId);
}

/** One column of a mega-menu panel. `column` is `null` for entries the API gave no column. */
export interface MegaMenuColumn {
  readonly column: number | null;
  readonly items: readonly MenuItem[];
}

/**
 * The entries of an item's panel grouped by their `column`, columns ascending, entries in the
 * API's order within a column. Entries without a column form one last group.
 */
export function megaMenuColumns(item: MenuItem): MegaMenuColumn[] {
  const groups = new Map<number | null, MenuItem[]>();
  for (const entry of menuEntries(item)) {
    const key = entry.column;
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return (
    [...groups.entries()]
      // Columns are distinct keys, so only one side can be null.
      .sort(([a], [b]) => (a ?? Number.POSITIVE_INFINITY) - (b ?? Number.POSITIVE_INFINITY))
      .map(([column, items]) => ({ column, items }))
  );
}

/** The banners of an item's panel, shown beside its columns. */
export function megaMenuBanners(item: MenuItem): readonly MenuItem[] {
  return menuBanners(item);
}

/**
 * A top item of the desktop menu as the first screen shows it: its link and whether it opens a panel,
 * without the panel's tree. Pages carry only these; the trees load when a shopper reaches for a menu.
 */
export interface DesktopTopItem {
  readonly id: number;
  readonly name: string;
  readonly url: string;
  readonly opens: boolean;
}

/** The top row of the desktop menu, from its full tree. */
export function desktopTopItems(items: readonly MenuItem[]): DesktopTopItem[] {
  return items.map((item) => ({ id: item.id, name: item.name, url: item.url, opens: hasChildren(item) }));
}

/** Reads top items back from page state leniently: entries without a numeric id or a name are skipped. */
export function readDesktopTopItems(raw: unknown): DesktopTopItem[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, name, url, opens } = entry as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isFinite(id) || typeof name !== 'string' || name === '') return [];
    return [{ id, name, url: typeof url === 'string' ? url : '', opens: opens === true }];
  });
}

/** The pointer or focus reaches a top item of the first screen: the same rule as `activateDesktopItem`. */
export function activateDesktopTop(_state: DesktopMenuState, item: DesktopTopItem): DesktopMenuState {
  return item.opens ? { activeId: item.id } : CLOSED_DESKTOP_MENU;
}
