import { Gender } from '../../shared/gender.js';
import type { MenuItem, MenuItemData } from '../menu-item.js';

let nextId = 1000;

/** A menu item with sensible defaults; ids are unique unless given. */
export function aMenuItem(
  overrides: Partial<Omit<MenuItem, 'data'>> & { data?: Partial<MenuItemData> } = {},
): MenuItem {
  const id = overrides.id ?? nextId++;
  const { data, ...rest } = overrides;
  return {
    id,
    name: `Item ${id}`,
    url: `/item-${id}/`,
    type: 'category',
    parentId: null,
    column: null,
    options: [],
    ...rest,
    data: { gender: Gender.unknown, ...data },
  };
}

/** A brand entry at a position (or none). */
export function aBrand(name: string, position?: number): MenuItem {
  return aMenuItem({
    name,
    type: 'brand',
    url: `/${name.toLowerCase()}/`,
    data: position === undefined ? {} : { position },
  });
}

/** A banner with an image and a text. */
export function aBanner(name = 'Banner'): MenuItem {
  return aMenuItem({
    name,
    type: 'banner',
    data: { imageData: `/images/${name}.jpg`, description: `${name} text` },
  });
}

/** A gender root of the mobile menu with the given entries. */
export function aGenderRoot(gender: Gender, options: readonly MenuItem[] = [aMenuItem()]): MenuItem {
  return aMenuItem({ type: 'root-gender', name: `Gender ${gender}`, data: { gender }, options });
}

/**
 * A small mobile menu: women and men roots (each with a category and a banner), a brand item
 * listing brands out of position order, and a hot link.
 */
export function aMobileMenu(): {
  items: MenuItem[];
  women: MenuItem;
  men: MenuItem;
  jerseys: MenuItem;
  brands: MenuItem;
  sale: MenuItem;
} {
  const jerseys = aMenuItem({
    name: 'Jerseys',
    options: [aMenuItem({ name: 'Home jerseys' }), aBanner('Jersey banner')],
  });
  const women = aGenderRoot(Gender.female, [jerseys, aBanner('Women banner')]);
  const men = aGenderRoot(Gender.male, [aMenuItem({ name: 'Shoes' })]);
  const brands = aMenuItem({
    name: 'Brands',
    type: 'brand',
    options: [aBrand('Puma', 2), aBrand('Nike'), aBrand('Adidas', 1), aBanner('Brand banner')],
  });
  const sale = aMenuItem({ name: 'Sale', type: 'root-hot', url: '/sale/' });
  return { items: [women, men, brands, sale], women, men, jerseys, brands, sale };
}
