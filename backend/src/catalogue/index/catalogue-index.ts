/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in hot loops, indexes bounded by the arrays' lengths (rows < size, words < bitset length) */
/**
 * The in-memory columnar index of the catalogue, built from SQLite at start and on `rebuild()`:
 * one typed array per product attribute (row = position in id order), one bitset of rows per filter
 * value, precomputed sort orders and the text index. Listing, facet counts and search run on it
 * without touching the database.
 */
import type { Database } from 'better-sqlite3';
import { PRICE_TYPES, type PriceType } from '@fanshop/core/pricing';
import { clearBit, count, createBitset, fullBitset, hasBit, setBit, type Bitset } from './bitset';
import { TextIndexBuilder, type TextIndex } from './text-index';
import type { Illustration } from '../seed/seed-data';

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

/**
 * Filter value ids are global integers, unique over all groups, so the storefront can keep every
 * selection in one ascending `filters` list: genders 1–3, brands 1000+id, colours 2000+id,
 * sizes 3000+id, sports and sub-sports 4000+id, additions 5001 (sale) and 5002 (new).
 */
export const FV_BASE = { brand: 1000, colour: 2000, size: 3000, sport: 4000 } as const;
export const FV_SALE = 5001;
export const FV_NEW = 5002;
/** Every filter value id is below this, so counts can live in a flat array indexed by id. */
export const VALUE_ID_LIMIT = FV_NEW + 1;

/** The bits of a product's flags. */
export const FLAG = { heavy: 1, bike: 2, ski: 4, outlet: 8, sale: 16, new: 32 } as const;

/** Products added within this many days of the newest one count as new. */
const NEW_DAYS = 30;

export interface CatalogueIndex {
  readonly size: number;
  readonly ids: Int32Array;
  /** Row of a product id, -1 when unknown. */
  readonly rowById: Int32Array;
  readonly brand: Uint16Array;
  readonly category: Uint16Array;
  readonly gender: Uint8Array;
  readonly sport: Uint16Array;
  readonly subSport: Uint16Array;
  readonly colour: Uint16Array;
  readonly accent: Uint16Array;
  readonly illustration: readonly Illustration[];
  readonly flags: Uint8Array;
  readonly salesRank: Int32Array;
  readonly addedAt: Float64Array;
  readonly price: Readonly<Record<PriceType, Int32Array>>;
  readonly rrp: Int32Array;
  readonly name: { readonly en: readonly string[]; readonly de: readonly string[] };
  readonly slug: { readonly en: readonly string[]; readonly de: readonly string[] };
  /** Options of row r are optStart[r]..optStart[r+1]-1, in size order. */
  readonly optStart: Int32Array;
  readonly optId: Int32Array;
  readonly optSize: Uint16Array;
  readonly optStock: Int32Array;
  readonly optIndexById: Map<number, number>;
  /** Rows per filter value id. */
  readonly values: Map<number, Bitset>;
  /** Number of rows per filter value id (the postings' sizes). */
  readonly valueTotals: Int32Array;
  /** Rows per category id; a parent holds its children's rows. */
  readonly categoryRows: Map<number, Bitset>;
  /** Number of rows per category id (a parent's include its children's). */
  readonly categoryTotals: Int32Array;
  /** Rows per department (unisex products are in every department). */
  readonly genderRows: Map<number, Bitset>;
  readonly outletRows: Bitset;
  readonly allRows: Bitset;
  /** Rows by sales rank descending, by added_at descending, by price ascending per price type. */
  readonly orders: {
    readonly sales: Int32Array;
    readonly added: Int32Array;
    readonly price: Readonly<Record<PriceType, Int32Array>>;
  };
  readonly genders: readonly GenderRef[];
  readonly categories: ReadonlyMap<number, CategoryRef>;
  readonly categoryList: readonly CategoryRef[];
  /** Highest category id, for arrays indexed by it. */
  readonly categoryMaxId: number;
  readonly sports: ReadonlyMap<number, SportRef>;
  readonly sportList: readonly SportRef[];
  readonly colours: ReadonlyMap<number, ColourRef>;
  readonly colourList: readonly ColourRef[];
  readonly sizes: ReadonlyMap<number, SizeRef>;
  readonly sizeList: readonly SizeRef[];
  readonly brands: ReadonlyMap<number, BrandRef>;
  readonly brandList: readonly BrandRef[];
  readonly text: TextIndex;
  /**
   * Rows of each article that comes in more than one colour, by the article's rows: the same array for
   * every row of the article, in the order of the colours. A row of a one-colour article has none.
   */
  readonly colourSiblings: ReadonlyMap<number, readonly number[]>;
}

type Row = [
  number,
  string,
  string,
  string,
  string,
  number,
  number,
  number,
  number | null,
  number | null,
  number,
  number,
  string,
  number,
  number,
  number,
  number,
  number,
  string,
  number,
  number,
  number,
  number,
  number,
  number | null,
];

function named(en: unknown, de: unknown): Named {
  return { en: String(en), de: String(de) };
}

/** The rows of a tree table in order, and by id, each with the ids of its children. */
function readTree(db: Database, table: 'categories' | 'sports'): [TreeRef[], Map<number, TreeRef>] {
  const list: TreeRef[] = (
    db.prepare(`SELECT * FROM ${table} ORDER BY position, id`).all() as Record<string, unknown>[]
  ).map((r) => ({
    id: Number(r.id),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    position: Number(r.position),
    slug: named(r.slug_en, r.slug_de),
    name: named(r.name_en, r.name_de),
    children: [],
  }));
  const byId = new Map(list.map((t) => [t.id, t]));
  for (const t of list) if (t.parentId !== null) byId.get(t.parentId)?.children.push(t.id);
  return [list, byId];
}

/** Reads the catalogue tables and builds the index. */
export function loadIndex(db: Database): CatalogueIndex {
  const genders = (
    db
      .prepare(
        'SELECT id, sysname, slug_en, slug_de, name_en, name_de FROM catalogue_genders ORDER BY position',
      )
      .all() as Record<string, unknown>[]
  ).map((r) => ({
    id: Number(r.id),
    sysname: String(r.sysname),
    slug: named(r.slug_en, r.slug_de),
    name: named(r.name_en, r.name_de),
  }));

  const [categoryList, categories] = readTree(db, 'categories');
  const [sportList, sports] = readTree(db, 'sports');

  const colourList: ColourRef[] = (
    db.prepare('SELECT * FROM colours ORDER BY position, id').all() as Record<string, unknown>[]
  ).map((r) => ({
    id: Number(r.id),
    sysname: String(r.sysname),
    hex: String(r.hex),
    name: named(r.name_en, r.name_de),
    position: Number(r.position),
  }));
  const colours = new Map(colourList.map((c) => [c.id, c]));

  const kindOrder = ['clothing', 'kids', 'shoe', 'glove', 'ball', 'ski', 'onesize'];
  const sizeList: SizeRef[] = (db.prepare('SELECT * FROM sizes').all() as Record<string, unknown>[])
    .map((r) => ({
      id: Number(r.id),
      kind: String(r.kind),
      title: String(r.title),
      position: Number(r.position),
    }))
    .sort((a, b) => kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) || a.position - b.position);
  const sizes = new Map(sizeList.map((s) => [s.id, s]));

  const brandGenders = new Map<number, number[]>();
  for (const r of db
    .prepare('SELECT brand_id, gender_id FROM brand_genders ORDER BY gender_id')
    .all() as Record<string, number>[]) {
    const list = brandGenders.get(Number(r.brand_id)) ?? [];
    list.push(Number(r.gender_id));
    brandGenders.set(Number(r.brand_id), list);
  }
  const brandList: BrandRef[] = (
    db
      .prepare(
        'SELECT id, name, slug, position, description_en, description_de FROM brands ORDER BY position, id',
      )
      .all() as Record<string, unknown>[]
  ).map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    slug: String(r.slug),
    position: Number(r.position),
    description: named(r.description_en, r.description_de),
    genders: brandGenders.get(Number(r.id)) ?? [],
  }));
  const brands = new Map(brandList.map((b) => [b.id, b]));

  const rows = db
    .prepare(
      `SELECT p.id, p.slug_en, p.slug_de, p.name_en, p.name_de, p.brand_id, p.category_id, p.gender_id, p.sport_id,
              p.sub_sport_id, p.colour_id, p.accent_colour_id, p.illustration, p.is_heavy, p.is_bike, p.is_ski,
              p.is_outlet, p.sales_rank, p.added_at, pr.vk, pr.premium, pr.staff, pr.pro, pr.rrp, p.article_id
         FROM products p JOIN product_prices pr ON pr.product_id = p.id ORDER BY p.id`,
    )
    .raw()
    .all() as Row[];
  const n = rows.length;
  const maxId = n === 0 ? 0 : (rows[n - 1] as Row)[0];
  const ids = new Int32Array(n);
  const rowById = new Int32Array(maxId + 1).fill(-1);
  const brand = new Uint16Array(n);
  const category = new Uint16Array(n);
  const gender = new Uint8Array(n);
  const sport = new Uint16Array(n);
  const subSport = new Uint16Array(n);
  const colour = new Uint16Array(n);
  const accent = new Uint16Array(n);
  const illustration: Illustration[] = new Array<Illustration>(n);
  const flags = new Uint8Array(n);
  const salesRank = new Int32Array(n);
  const addedAt = new Float64Array(n);
  const price = Object.fromEntries(PRICE_TYPES.map((t) => [t, new Int32Array(n)])) as Record<
    PriceType,
    Int32Array
  >;
  const rrp = new Int32Array(n);
  const nameEn: string[] = new Array<string>(n);
  const nameDe: string[] = new Array<string>(n);
  const slugEn: string[] = new Array<string>(n);
  const slugDe: string[] = new Array<string>(n);
  let newest = 0;
  const articleRows = new Map<number, number[]>();
  rows.forEach((r, i) => {
    ids[i] = r[0];
    rowById[r[0]] = i;
    slugEn[i] = r[1];
    slugDe[i] = r[2];
    nameEn[i] = r[3];
    nameDe[i] = r[4];
    brand[i] = r[5];
    category[i] = r[6];
    gender[i] = r[7];
    sport[i] = r[8] ?? 0;
    subSport[i] = r[9] ?? 0;
    colour[i] = r[10];
    accent[i] = r[11];
    illustration[i] = r[12] as Illustration;
    flags[i] =
      (r[13] ? FLAG.heavy : 0) | (r[14] ? FLAG.bike : 0) | (r[15] ? FLAG.ski : 0) | (r[16] ? FLAG.outlet : 0);
    salesRank[i] = r[17];
    const added = Date.parse(r[18]);
    addedAt[i] = Number.isFinite(added) ? added : 0;
    if (addedAt[i]! > newest) newest = addedAt[i]!;
    price.vk[i] = r[19];
    price.premium[i] = r[20];
    price.staff[i] = r[21];
    price.pro[i] = r[22];
    rrp[i] = r[23];
    if (r[19] < r[23]) flags[i]! |= FLAG.sale;
    if (r[24] !== null) {
      const members = articleRows.get(r[24]);
      if (members) members.push(i);
      else articleRows.set(r[24], [i]);
    }
  });
  const newSince = newest - NEW_DAYS * 86_400_000;
  for (let i = 0; i < n; i++) if (addedAt[i]! >= newSince) flags[i]! |= FLAG.new;

  // Options in CSR layout: the options of row r are optStart[r] .. optStart[r + 1] - 1, in id order
  // (the generator writes them in size order). A counting sort avoids an ORDER BY over every option.
  const options = db
    .prepare('SELECT product_id, id, size_id, stock FROM product_options ORDER BY id')
    .raw()
    .all() as [number, number, number, number][];
  const optStart = new Int32Array(n + 1);
  for (const o of options) {
    const row = o[0] < rowById.length ? rowById[o[0]]! : -1;
    if (row >= 0) optStart[row + 1]!++;
  }
  for (let row = 0; row < n; row++) optStart[row + 1]! += optStart[row]!;
  const total = optStart[n]!;
  const optId = new Int32Array(total);
  const optSize = new Uint16Array(total);
  const optStock = new Int32Array(total);
  const optIndexById = new Map<number, number>();
  const fill = optStart.slice(0, n);
  for (const o of options) {
    const row = o[0] < rowById.length ? rowById[o[0]]! : -1;
    if (row < 0) continue;
    const k = fill[row]!++;
    optId[k] = o[1];
    optSize[k] = o[2];
    optStock[k] = o[3];
    optIndexById.set(o[1], k);
  }

  // Postings per filter value.
  const values = new Map<number, Bitset>();
  const posting = (fv: number): Bitset => {
    let bits = values.get(fv);
    if (bits === undefined) {
      bits = createBitset(n);
      values.set(fv, bits);
    }
    return bits;
  };
  for (const g of genders) posting(g.id);
  for (const b of brandList) posting(FV_BASE.brand + b.id);
  for (const c of colourList) posting(FV_BASE.colour + c.id);
  for (const s of sizeList) posting(FV_BASE.size + s.id);
  for (const s of sportList) posting(FV_BASE.sport + s.id);
  posting(FV_SALE);
  posting(FV_NEW);
  const categoryRows = new Map<number, Bitset>(categoryList.map((c) => [c.id, createBitset(n)]));
  const outletRows = createBitset(n);
  for (let row = 0; row < n; row++) {
    if (gender[row] === 0) for (const g of genders) setBit(posting(g.id), row);
    else setBit(posting(gender[row]!), row);
    setBit(posting(FV_BASE.brand + brand[row]!), row);
    setBit(posting(FV_BASE.colour + colour[row]!), row);
    if (sport[row] !== 0) setBit(posting(FV_BASE.sport + sport[row]!), row);
    if (subSport[row] !== 0) setBit(posting(FV_BASE.sport + subSport[row]!), row);
    if (flags[row]! & FLAG.sale) setBit(posting(FV_SALE), row);
    if (flags[row]! & FLAG.new) setBit(posting(FV_NEW), row);
    if (flags[row]! & FLAG.outlet) setBit(outletRows, row);
    for (let o = optStart[row]!; o < optStart[row + 1]!; o++) {
      if (optStock[o]! > 0) setBit(posting(FV_BASE.size + optSize[o]!), row);
    }
    let cat = categories.get(category[row]!);
    while (cat !== undefined) {
      const bits = categoryRows.get(cat.id);
      if (bits) setBit(bits, row);
      cat = cat.parentId === null ? undefined : categories.get(cat.parentId);
    }
  }
  const genderRows = new Map(genders.map((g) => [g.id, values.get(g.id) ?? createBitset(n)]));
  const valueTotals = new Int32Array(VALUE_ID_LIMIT);
  for (const [fv, bits] of values) if (fv < VALUE_ID_LIMIT) valueTotals[fv] = count(bits);
  const categoryMaxId = Math.max(0, ...categoryList.map((c) => c.id));
  const categoryTotals = new Int32Array(categoryMaxId + 1);
  for (const [id, bits] of categoryRows) categoryTotals[id] = count(bits);

  // Sort orders without a comparator: a float key of (primary, row) sorts natively; rows are in id
  // order, so ties fall back to the id. Primaries are non-negative integers below 2^31.
  const byKey = (key: (r: number) => number, descending: boolean): Int32Array => {
    const keys = new Float64Array(n);
    const scale = 2 ** 21;
    for (let r = 0; r < n; r++) {
      const primary = key(r);
      keys[r] = (descending ? 2 ** 31 - 1 - primary : primary) * scale + r;
    }
    keys.sort();
    const order = new Int32Array(n);
    for (let i = 0; i < n; i++) order[i] = keys[i]! % scale;
    return order;
  };
  const orders = {
    sales: byKey((r) => salesRank[r]!, true),
    added: byKey((r) => Math.max(0, Math.floor(addedAt[r]! / 1000)), true),
    price: Object.fromEntries(PRICE_TYPES.map((t) => [t, byKey((r) => price[t][r]!, false)])) as Record<
      PriceType,
      Int32Array
    >,
  };

  // Search terms: names per row (both languages; they hold brand, team, type and department),
  // attribute names through the bitsets above.
  const textBuilder = new TextIndexBuilder(n);
  for (let row = 0; row < n; row++) {
    textBuilder.addText(row, nameEn[row]!);
    textBuilder.addText(row, nameDe[row]!);
  }
  for (const c of categoryList) {
    const rows = categoryRows.get(c.id);
    if (rows) for (const text of [c.name.en, c.name.de]) textBuilder.addAttribute(text, rows);
  }
  for (const c of colourList) {
    const rows = values.get(FV_BASE.colour + c.id);
    if (rows) for (const text of [c.name.en, c.name.de]) textBuilder.addAttribute(text, rows);
  }
  for (const s of sportList) {
    const rows = values.get(FV_BASE.sport + s.id);
    if (rows) for (const text of [s.name.en, s.name.de]) textBuilder.addAttribute(text, rows);
  }
  for (const g of genders) {
    const rows = genderRows.get(g.id);
    if (rows) for (const text of [g.name.en, g.name.de]) textBuilder.addAttribute(text, rows);
  }
  const text = textBuilder.build();

  return {
    size: n,
    ids,
    rowById,
    brand,
    category,
    gender,
    sport,
    subSport,
    colour,
    accent,
    illustration,
    flags,
    salesRank,
    addedAt,
    price,
    rrp,
    name: { en: nameEn, de: nameDe },
    slug: { en: slugEn, de: slugDe },
    optStart,
    optId,
    optSize,
    optStock,
    optIndexById,
    values,
    categoryRows,
    genderRows,
    outletRows,
    allRows: fullBitset(n),
    orders,
    genders,
    categories,
    categoryList,
    categoryMaxId,
    categoryTotals,
    valueTotals,
    sports,
    sportList,
    colours,
    colourList,
    sizes,
    sizeList,
    brands,
    brandList,
    text,
    colourSiblings: colourSiblingsOf(articleRows, colour, colours),
  };
}

function colourSiblingsOf(
  articleRows: ReadonlyMap<number, number[]>,
  colour: Uint16Array,
  colours: ReadonlyMap<number, ColourRef>,
): Map<number, readonly number[]> {
  const siblings = new Map<number, readonly number[]>();
  const position = (row: number) => colours.get(colour[row]!)?.position ?? Number.MAX_SAFE_INTEGER;
  for (const rows of articleRows.values()) {
    if (rows.length < 2) continue;
    const ordered = [...rows].sort((a, b) => position(a) - position(b) || a - b);
    for (const row of ordered) siblings.set(row, ordered);
  }
  return siblings;
}

/** A category and those above it, the category first; none for no or an unknown category. */
export function categoryAncestry(index: CatalogueIndex, categoryId: number | null): CategoryRef[] {
  const chain: CategoryRef[] = [];
  let category = categoryId === null ? undefined : index.categories.get(categoryId);
  while (category) {
    chain.push(category);
    category = category.parentId === null ? undefined : index.categories.get(category.parentId);
  }
  return chain;
}

/**
 * Updates the in-memory stock of one option after the database changed, and keeps the size
 * posting right (a product shows under a size only while that size is in stock).
 */
export function updateOptionStock(index: CatalogueIndex, optionId: number, stock: number): void {
  const k = index.optIndexById.get(optionId);
  if (k === undefined) return;
  index.optStock[k] = stock;
  let lo = 0;
  let hi = index.size - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if (index.optStart[mid]! <= k) lo = mid;
    else hi = mid - 1;
  }
  const fv = FV_BASE.size + index.optSize[k]!;
  const posting = index.values.get(fv);
  if (!posting || hasBit(posting, lo) === stock > 0) return;
  if (stock > 0) {
    setBit(posting, lo);
    index.valueTotals[fv]!++;
  } else {
    clearBit(posting, lo);
    index.valueTotals[fv]!--;
  }
}

/** Row of a product id, or -1. */
export function rowOf(index: CatalogueIndex, productId: number): number {
  return Number.isInteger(productId) && productId >= 0 && productId < index.rowById.length
    ? index.rowById[productId]!
    : -1;
}
