/**
 * The desktop and mobile menus of the generated shop: a root per department with its categories,
 * brands and highlights, then sports, all brands, the outlet and the guides.
 */
import type { Database } from 'better-sqlite3';
import { BANNERS, GENDER_MENU_BANNERS } from '../content/content-data';
import { BRANDS, CATEGORIES, GENDERS, SPORTS, type Named } from './seed-data';
import { slugify } from './slug';

/** Desktop columns of the top categories; brands go in the last column. */
const DESKTOP_COLUMN: Readonly<Record<number, number>> = { 1: 1, 2: 2, 3: 3, 4: 3, 5: 4, 6: 4 };
const BRAND_COLUMN = 5;

/** The URL of an item that heads others and leads nowhere itself. */
const NO_URL: Named = { en: '', de: '' };

interface MenuItem {
  menu: 'desktop' | 'mobile';
  parent: number | null;
  position: number;
  type: string;
  name: Named;
  url: Named;
  column?: number | null;
  gender?: number;
  logo?: string | null;
  brandPosition?: number | null;
  image?: string | null;
  description?: Named | null;
}

/** An item of the menu being written; its `column` is the desktop menu's (the mobile menu has none). */
type MenuEntry = Omit<MenuItem, 'menu'>;

/** One menu being written: `add` inserts an item of it and answers its id. */
interface MenuWriter {
  readonly desktop: boolean;
  readonly add: (item: MenuEntry) => number;
}

type Gender = (typeof GENDERS)[number];

/** The roots after the departments, sports and brands: links straight to a page. */
const HOT_LINKS: readonly { readonly name: Named; readonly url: Named }[] = [
  { name: { en: 'Outlet', de: 'Outlet' }, url: { en: '/outlet/', de: '/outlet/' } },
  { name: { en: 'Guides', de: 'Ratgeber' }, url: { en: '/blog/', de: '/blog/' } },
];

export function insertMenus(db: Database, brandGenders: Set<string>): void {
  const insert = menuItemInserter(db);
  const present = categoriesPerDepartment(db);
  for (const menu of ['desktop', 'mobile'] as const) {
    const desktop = menu === 'desktop';
    const writer: MenuWriter = {
      desktop,
      add: (item) => insert({ ...item, menu, column: desktop ? (item.column ?? null) : null }),
    };
    let rootPosition = 0;
    GENDERS.forEach((g) => addDepartment(writer, ++rootPosition, g, present, brandGenders));
    addSports(writer, ++rootPosition);
    addAllBrands(writer, ++rootPosition);
    for (const link of HOT_LINKS) addRoot(writer, ++rootPosition, 'root-hot', link.name, link.url);
  }
}

/** A root of the menu (a department, sports, all brands, a hot link); answers its id. */
function addRoot(
  { add }: MenuWriter,
  position: number,
  type: string,
  name: Named,
  url: Named,
  gender?: number,
): number {
  return add({ parent: null, position, type, name, url, gender });
}

/** Inserts menu items with ids counting up from 1. */
function menuItemInserter(db: Database): (item: MenuItem) => number {
  const insert = db.prepare(
    `INSERT INTO menu_items (id, menu, parent_id, position, type, name_en, name_de, url_en, url_de, column_no, gender_id,
       logo, brand_position, image, description_en, description_de)
     VALUES (@id, @menu, @parent, @position, @type, @nameEn, @nameDe, @urlEn, @urlDe, @column, @gender, @logo,
       @brandPosition, @image, @descriptionEn, @descriptionDe)`,
  );
  let id = 0;
  return (item) => {
    id++;
    insert.run({
      id,
      menu: item.menu,
      parent: item.parent,
      position: item.position,
      type: item.type,
      nameEn: item.name.en,
      nameDe: item.name.de,
      urlEn: item.url.en,
      urlDe: item.url.de,
      column: item.column ?? null,
      gender: item.gender ?? 0,
      logo: item.logo ?? null,
      brandPosition: item.brandPosition ?? null,
      image: item.image ?? null,
      descriptionEn: item.description?.en ?? null,
      descriptionDe: item.description?.de ?? null,
    });
    return id;
  };
}

/** Which categories have products per department (unisex products count everywhere). */
function categoriesPerDepartment(db: Database): Set<string> {
  const rows = db
    .prepare('SELECT DISTINCT category_id AS category, gender_id AS gender FROM products')
    .all() as { category: number; gender: number }[];
  const present = new Set<string>();
  for (const r of rows)
    for (const g of r.gender === 0 ? [1, 2, 3] : [r.gender]) present.add(`${r.category}:${g}`);
  return present;
}

function path(...parts: string[]): string {
  return `/${parts.join('/')}/`;
}

/** A department's root: its categories with products, its brands, its highlights. */
function addDepartment(
  writer: MenuWriter,
  rootPosition: number,
  g: Gender,
  present: ReadonlySet<string>,
  brandGenders: ReadonlySet<string>,
): void {
  const url = { en: path(g.slug.en), de: path(g.slug.de) };
  const root = addRoot(writer, rootPosition, 'root-gender', g.name, url, g.id);
  const position = addDepartmentCategories(writer, root, g, present);
  addDepartmentBrands(writer, root, position + 1, g, brandGenders);
  addDepartmentBanners(writer, root, position + 2, g);
}

/** The top categories with products in the department, each with its leaves; answers the last position. */
function addDepartmentCategories(
  { add }: MenuWriter,
  root: number,
  g: Gender,
  present: ReadonlySet<string>,
): number {
  let position = 0;
  for (const top of CATEGORIES.filter((c) => c.parent === null)) {
    const leaves = CATEGORIES.filter((c) => c.parent === top.id && present.has(`${c.id}:${g.id}`));
    if (leaves.length === 0) continue;
    const topItem = add({
      parent: root,
      position: ++position,
      type: 'gender-category',
      name: top.name,
      url: { en: path(g.slug.en, top.slug.en), de: path(g.slug.de, top.slug.de) },
      column: DESKTOP_COLUMN[top.id] ?? 1,
      gender: g.id,
    });
    leaves.forEach((leaf, li) =>
      add({
        parent: topItem,
        position: li + 1,
        type: 'gender-category',
        name: leaf.name,
        url: { en: path(g.slug.en, leaf.slug.en), de: path(g.slug.de, leaf.slug.de) },
        column: DESKTOP_COLUMN[top.id] ?? 1,
        gender: g.id,
      }),
    );
  }
  return position;
}

/** The department's brands page and its first twelve brands with products there. */
function addDepartmentBrands(
  { add }: MenuWriter,
  root: number,
  position: number,
  g: Gender,
  brandGenders: ReadonlySet<string>,
): void {
  const brandsItem = add({
    parent: root,
    position,
    type: 'gender-brand',
    name: { en: 'Brands', de: 'Marken' },
    // The storefront's brands page has men and women variants; kids see every brand (spec section 2).
    url: { en: brandsPagePath(g.id), de: brandsPagePath(g.id) },
    column: BRAND_COLUMN,
    gender: g.id,
  });
  BRANDS.map((b, bi) => ({ b, id: bi + 1 }))
    .filter(({ id: brandId }) => brandGenders.has(`${brandId}:${g.id}`))
    .slice(0, 12)
    .forEach(({ b, id: brandId }, bi) =>
      add({
        parent: brandsItem,
        position: bi + 1,
        type: 'brand',
        name: { en: b.name, de: b.name },
        url: {
          en: path(g.slug.en, 'brand', slugify(b.name)),
          de: path(g.slug.de, 'brand', slugify(b.name)),
        },
        column: BRAND_COLUMN,
        gender: g.id,
        logo: `/images/brands/${brandId}.svg`,
        brandPosition: brandId,
      }),
    );
}

/** The department's highlights: its banners on desktop, the first of them on mobile. */
function addDepartmentBanners({ desktop, add }: MenuWriter, root: number, position: number, g: Gender): void {
  const banners = add({
    parent: root,
    position,
    type: 'banners',
    name: { en: 'Highlights', de: 'Highlights' },
    url: NO_URL,
    column: BRAND_COLUMN + 1,
    gender: g.id,
  });
  const promoted = (GENDER_MENU_BANNERS[g.id] ?? []).map((id) => BANNERS.find((b) => b.id === id));
  const picks = desktop ? promoted : promoted.slice(0, 1);
  picks.forEach((b, bi) => {
    if (!b) return;
    add({
      parent: banners,
      position: bi + 1,
      type: 'banner',
      name: b.title,
      url: b.url,
      column: BRAND_COLUMN + 1,
      gender: g.id,
      image: `/images/banners/${b.id}.svg`,
      description: b.description,
    });
  });
}

/** The sports root: each sport with its sub-sports, a desktop column each. */
function addSports(writer: MenuWriter, rootPosition: number): void {
  const sportsRoot = addRoot(writer, rootPosition, 'root-category', { en: 'Sports', de: 'Sport' }, NO_URL);
  SPORTS.filter((s) => s.parent === null).forEach((s, si) => {
    const sportItem = writer.add({
      parent: sportsRoot,
      position: si + 1,
      type: 'sport-category',
      name: s.name,
      url: { en: path('sport', s.slug.en), de: path('sport', s.slug.de) },
      column: si + 1,
    });
    SPORTS.filter((sub) => sub.parent === s.id).forEach((sub, ci) =>
      writer.add({
        parent: sportItem,
        position: ci + 1,
        type: 'sport-category',
        name: sub.name,
        url: { en: path('sport', s.slug.en, sub.slug.en), de: path('sport', s.slug.de, sub.slug.de) },
        column: si + 1,
      }),
    );
  });
}

/** The brands root: every brand, nine to a desktop column. */
function addAllBrands(writer: MenuWriter, rootPosition: number): void {
  const brandsUrl = { en: '/marken/', de: '/marken/' };
  const brandsRoot = addRoot(writer, rootPosition, 'root-brand', { en: 'Brands', de: 'Marken' }, brandsUrl);
  BRANDS.forEach((b, bi) =>
    writer.add({
      parent: brandsRoot,
      position: bi + 1,
      type: 'brand',
      name: { en: b.name, de: b.name },
      url: { en: path('brand', slugify(b.name)), de: path('brand', slugify(b.name)) },
      column: Math.floor(bi / 9) + 1,
      logo: `/images/brands/${bi + 1}.svg`,
      brandPosition: bi + 1,
    }),
  );
}

/** The storefront's brands page for a department: `/marken/women/`, `/marken/men/`, else all brands. */
function brandsPagePath(gender: number): string {
  return gender === 1 ? '/marken/women/' : gender === 2 ? '/marken/men/' : '/marken/';
}
