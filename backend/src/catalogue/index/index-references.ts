/**
 * The small tables the index names its columns by: departments, the category and sport trees,
 * colours, sizes and brands, read in the order the shop shows them.
 */
import type { Database } from 'better-sqlite3';
import { allRows, bilingual } from '../../db/rows';

/** A text in both content languages. */
export interface Named {
  readonly en: string;
  readonly de: string;
}

export interface GenderRef {
  readonly id: number;
  readonly sysname: string;
  readonly slug: Named;
  readonly name: Named;
}

/** A row of a tree table (categories, sports): its parent, place and names, and its children's ids. */
export interface TreeRef {
  readonly id: number;
  readonly parentId: number | null;
  readonly position: number;
  readonly slug: Named;
  readonly name: Named;
  readonly children: number[];
}

export type CategoryRef = TreeRef;

export type SportRef = TreeRef;

export interface ColourRef {
  readonly id: number;
  readonly sysname: string;
  readonly hex: string;
  readonly name: Named;
  readonly position: number;
}

export interface SizeRef {
  readonly id: number;
  readonly kind: string;
  readonly title: string;
  readonly position: number;
}

export interface BrandRef {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  readonly position: number;
  readonly description: Named;
  readonly genders: number[];
}

/** Every reference table, as a list in the shop's order and by id. */
export interface References {
  readonly genders: readonly GenderRef[];
  readonly categories: ReadonlyMap<number, CategoryRef>;
  readonly categoryList: readonly CategoryRef[];
  readonly sports: ReadonlyMap<number, SportRef>;
  readonly sportList: readonly SportRef[];
  readonly colours: ReadonlyMap<number, ColourRef>;
  readonly colourList: readonly ColourRef[];
  readonly sizes: ReadonlyMap<number, SizeRef>;
  readonly sizeList: readonly SizeRef[];
  readonly brands: ReadonlyMap<number, BrandRef>;
  readonly brandList: readonly BrandRef[];
}

export function readReferences(db: Database): References {
  const genders = readGenders(db);
  const [categoryList, categories] = readTree(db, 'categories');
  const [sportList, sports] = readTree(db, 'sports');
  const colourList = readColours(db);
  const sizeList = readSizes(db);
  const brandList = readBrands(db);
  return {
    genders,
    categories,
    categoryList,
    sports,
    sportList,
    colours: byId(colourList),
    colourList,
    sizes: byId(sizeList),
    sizeList,
    brands: byId(brandList),
    brandList,
  };
}

function readGenders(db: Database): GenderRef[] {
  return allRows(db, 'SELECT * FROM catalogue_genders ORDER BY position').map((r) => ({
    id: Number(r.id),
    sysname: String(r.sysname),
    slug: bilingual(r, 'slug'),
    name: bilingual(r, 'name'),
  }));
}

/** The rows of a tree table in order, and by id, each with the ids of its children. */
function readTree(db: Database, table: 'categories' | 'sports'): [TreeRef[], Map<number, TreeRef>] {
  const list: TreeRef[] = allRows(db, `SELECT * FROM ${table} ORDER BY position, id`).map((r) => ({
    id: Number(r.id),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    position: Number(r.position),
    slug: bilingual(r, 'slug'),
    name: bilingual(r, 'name'),
    children: [],
  }));
  const tree = byId(list);
  for (const t of list) if (t.parentId !== null) tree.get(t.parentId)?.children.push(t.id);
  return [list, tree];
}

/** The rows of a table by their id. */
function byId<T extends { readonly id: number }>(rows: readonly T[]): Map<number, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

function readColours(db: Database): ColourRef[] {
  return allRows(db, 'SELECT * FROM colours ORDER BY position, id').map((r) => ({
    id: Number(r.id),
    sysname: String(r.sysname),
    hex: String(r.hex),
    name: bilingual(r, 'name'),
    position: Number(r.position),
  }));
}

function readSizes(db: Database): SizeRef[] {
  const kindOrder = ['clothing', 'kids', 'shoe', 'glove', 'ball', 'ski', 'onesize'];
  return allRows(db, 'SELECT * FROM sizes')
    .map((r) => ({
      id: Number(r.id),
      kind: String(r.kind),
      title: String(r.title),
      position: Number(r.position),
    }))
    .sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || a.position - b.position);
}

function readBrands(db: Database): BrandRef[] {
  const brandGenders = new Map<number, number[]>();
  for (const r of db
    .prepare('SELECT brand_id, gender_id FROM brand_genders ORDER BY gender_id')
    .all() as Record<string, number>[]) {
    const list = brandGenders.get(Number(r.brand_id)) ?? [];
    list.push(Number(r.gender_id));
    brandGenders.set(Number(r.brand_id), list);
  }
  return allRows(
    db,
    'SELECT id, name, slug, position, description_en, description_de FROM brands ORDER BY position, id',
  ).map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    slug: String(r.slug),
    position: Number(r.position),
    description: bilingual(r, 'description'),
    genders: brandGenders.get(Number(r.id)) ?? [],
  }));
}
