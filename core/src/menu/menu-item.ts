import type { Gender } from '../shared/gender.js';

/**
 * The exact `type` values with a layout role (spec section 3): hot root entries, the banner
 * container and its banners, and the gender roots of the menu.
 */
export const MENU_ITEM_ROLES = ['root-hot', 'banners', 'banner', 'root-gender'] as const;

/** One of the exact layout roles a menu item's `type` can have. */
export type MenuItemRole = (typeof MENU_ITEM_ROLES)[number];

/** What a menu item points at, read from its `type` containing `gender`, `category` or `brand`. */
export type MenuItemKind = 'gender' | 'category' | 'brand';

/** Extra data of a menu item; banners use `imageData` and `description`. */
export interface MenuItemData {
  /** The department the item belongs to; `Gender.unknown` when none is given. */
  readonly gender: Gender;
  /** Brand logo URL. */
  readonly logo?: string;
  /** Sort position of a brand; brands without one go last. */
  readonly position?: number;
  /** Banner image URL. */
  readonly imageData?: string;
  /** Banner text. */
  readonly description?: string;
}

/** A node of a menu tree as the API sends it (spec section 3). `options` are its children. */
export interface MenuItem {
  readonly id: number;
  readonly name: string;
  readonly url: string;
  readonly type: string;
  readonly parentId: number | null;
  /** Column of the desktop mega-menu the item is laid out in; `null` when not given. */
  readonly column: number | null;
  readonly data: MenuItemData;
  readonly options: readonly MenuItem[];
}

/** The two menu trees of the header, keyed by layout. */
export interface MenuSets {
  readonly desktop: readonly MenuItem[];
  readonly mobile: readonly MenuItem[];
}

/** Menu sets with nothing in them; what the header shows when the menu cannot be loaded. */
export const EMPTY_MENU_SETS: MenuSets = { desktop: [], mobile: [] };

/** The item's exact layout role, if its `type` is one of them. */
export function menuItemRole(item: Pick<MenuItem, 'type'>): MenuItemRole | undefined {
  return (MENU_ITEM_ROLES as readonly string[]).includes(item.type) ? (item.type as MenuItemRole) : undefined;
}

/**
 * What the item points at. Brand is checked first, so a type naming a brand inside a gender
 * (`gender-brand`) counts as a brand; `root-gender` reads as gender.
 */
export function menuItemKind(item: Pick<MenuItem, 'type'>): MenuItemKind | undefined {
  const type = item.type.toLowerCase();
  if (type.includes('brand')) return 'brand';
  if (type.includes('category')) return 'category';
  if (type.includes('gender')) return 'gender';
  return undefined;
}

/** True for a brand item: its sub-level is a plain list without banners. */
export function isBrandItem(item: Pick<MenuItem, 'type'>): boolean {
  return menuItemKind(item) === 'brand';
}

/** True for the banner container and single banners, which are shown as pictures, not as entries. */
export function isBannerItem(item: Pick<MenuItem, 'type'>): boolean {
  const role = menuItemRole(item);
  return role === 'banner' || role === 'banners';
}

/** True when the item opens something (a mega-menu panel, a mobile sub-level) rather than being a plain link. */
export function hasChildren(item: Pick<MenuItem, 'options'>): boolean {
  return item.options.length > 0;
}

/** The children of an item that are shown as entries (banners excluded). */
export function menuEntries(item: Pick<MenuItem, 'options'>): readonly MenuItem[] {
  return item.options.filter((child) => !isBannerItem(child));
}

/** The banners below an item: its `banner` children and the banners inside its `banners` containers. */
export function menuBanners(item: Pick<MenuItem, 'options'>): readonly MenuItem[] {
  return item.options.flatMap((child) => {
    const role = menuItemRole(child);
    if (role === 'banner') return [child];
    if (role === 'banners') return child.options.filter((b) => menuItemRole(b) === 'banner');
    return [];
  });
}

/**
 * Sorts brands by `data.position`, ascending. Stable, so brands with equal positions keep the
 * API's order; brands without a position go last, also in the API's order.
 */
export function sortByPosition<T extends { readonly data: { readonly position?: number } }>(
  items: readonly T[],
): T[] {
  const rank = (item: T): number => {
    const position = item.data.position;
    return typeof position === 'number' && Number.isFinite(position) ? position : Number.POSITIVE_INFINITY;
  };
  // Array.prototype.sort is stable since ES2019; Infinity - Infinity is NaN, read as equal.
  return [...items].sort((a, b) => rank(a) - rank(b) || 0);
}

/**
 * Sorts every list of brand siblings in a tree by position, leaving other lists in the API's order.
 * A list counts as brands when all of its entries are brand items.
 */
export function withSortedBrands(items: readonly MenuItem[]): MenuItem[] {
  const children = items.map((item) => ({ ...item, options: withSortedBrands(item.options) }));
  const entries = children.filter((item) => !isBannerItem(item));
  return entries.length > 0 && entries.every(isBrandItem) ? sortByPosition(children) : children;
}
