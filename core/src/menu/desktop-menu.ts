import { type MenuItem, hasChildren, menuBanners, menuEntries } from './menu-item';

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
  return state.activeId === null ? undefined : items.find((item) => item.id === state.activeId);
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
  return [...groups.entries()]
    .sort(([a], [b]) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b))
    .map(([column, items]) => ({ column, items }));
}

/** The banners of an item's panel, shown beside its columns. */
export function megaMenuBanners(item: MenuItem): readonly MenuItem[] {
  return menuBanners(item);
}
