/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in hot loops, indexes bounded by the arrays' lengths (rows < size, words < bitset length) */
/**
 * The products as columns: one typed array per attribute (row = position in id order), and each
 * row's options in one flat layout.
 */
import type { Database } from 'better-sqlite3';
import { PRICE_TYPES, type PriceType } from '@fanshop/core/pricing';
import type { Illustration } from '../seed/seed-data';
import { FLAG } from './filter-values';

/** Products added within this many days of the newest one count as new. */
const NEW_DAYS = 30;

/** The columns of the products, as the index holds them. */
export interface ProductColumns {
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
}

/** The options of every row, in the index's layout. */
export interface OptionColumns {
  /** Options of row r are optStart[r]..optStart[r+1]-1, in size order. */
  readonly optStart: Int32Array;
  readonly optId: Int32Array;
  readonly optSize: Uint16Array;
  readonly optStock: Int32Array;
  readonly optIndexById: Map<number, number>;
}

/** A product row as the query below answers it, column by column. */
type Row = [
  id: number,
  slugEn: string,
  slugDe: string,
  nameEn: string,
  nameDe: string,
  brand: number,
  category: number,
  gender: number,
  sport: number | null,
  subSport: number | null,
  colour: number,
  accent: number,
  illustration: string,
  isHeavy: number,
  isBike: number,
  isSki: number,
  isOutlet: number,
  salesRank: number,
  addedAt: string,
  vk: number,
  premium: number,
  staff: number,
  pro: number,
  rrp: number,
  articleId: number | null,
];

/**
 * Reads the products into columns; answers them with the rows of each article (products that are one
 * article in several colours), by article id.
 */
export function readProductColumns(db: Database): {
  columns: ProductColumns;
  articleRows: Map<number, number[]>;
} {
  const rows = db
    .prepare(
      `SELECT p.id, p.slug_en, p.slug_de, p.name_en, p.name_de, p.brand_id, p.category_id, p.gender_id, p.sport_id,
              p.sub_sport_id, p.colour_id, p.accent_colour_id, p.illustration, p.is_heavy, p.is_bike, p.is_ski,
              p.is_outlet, p.sales_rank, p.added_at, pr.vk, pr.premium, pr.staff, pr.pro, pr.rrp, p.article_id
         FROM products p JOIN product_prices pr ON pr.product_id = p.id ORDER BY p.id`,
    )
    .raw()
    .all() as Row[];
  const columns = emptyColumns(rows);
  const articleRows = new Map<number, number[]>();
  rows.forEach((r, i) => {
    fillRow(columns, r, i);
    const articleId = r[24];
    if (articleId !== null) {
      const members = articleRows.get(articleId);
      if (members) members.push(i);
      else articleRows.set(articleId, [i]);
    }
  });
  flagNewRows(columns);
  return { columns, articleRows };
}

/** The columns while they are filled: the same arrays, writable. */
interface Columns extends ProductColumns {
  readonly illustration: Illustration[];
  readonly name: { readonly en: string[]; readonly de: string[] };
  readonly slug: { readonly en: string[]; readonly de: string[] };
}

/** Columns sized for the rows; `rowById` spans every id up to the highest. */
function emptyColumns(rows: readonly Row[]): Columns {
  const n = rows.length;
  const maxId = n === 0 ? 0 : (rows[n - 1] as Row)[0];
  return {
    size: n,
    ids: new Int32Array(n),
    rowById: new Int32Array(maxId + 1).fill(-1),
    brand: new Uint16Array(n),
    category: new Uint16Array(n),
    gender: new Uint8Array(n),
    sport: new Uint16Array(n),
    subSport: new Uint16Array(n),
    colour: new Uint16Array(n),
    accent: new Uint16Array(n),
    illustration: new Array<Illustration>(n),
    flags: new Uint8Array(n),
    salesRank: new Int32Array(n),
    addedAt: new Float64Array(n),
    price: Object.fromEntries(PRICE_TYPES.map((t) => [t, new Int32Array(n)])) as Record<
      PriceType,
      Int32Array
    >,
    rrp: new Int32Array(n),
    name: { en: new Array<string>(n), de: new Array<string>(n) },
    slug: { en: new Array<string>(n), de: new Array<string>(n) },
  };
}

function fillRow(c: Columns, r: Row, i: number): void {
  c.ids[i] = r[0];
  c.rowById[r[0]] = i;
  c.slug.en[i] = r[1];
  c.slug.de[i] = r[2];
  c.name.en[i] = r[3];
  c.name.de[i] = r[4];
  c.brand[i] = r[5];
  c.category[i] = r[6];
  c.gender[i] = r[7];
  c.sport[i] = r[8] ?? 0;
  c.subSport[i] = r[9] ?? 0;
  c.colour[i] = r[10];
  c.accent[i] = r[11];
  c.illustration[i] = r[12] as Illustration;
  c.flags[i] =
    (r[13] ? FLAG.heavy : 0) | (r[14] ? FLAG.bike : 0) | (r[15] ? FLAG.ski : 0) | (r[16] ? FLAG.outlet : 0);
  c.salesRank[i] = r[17];
  const added = Date.parse(r[18]);
  c.addedAt[i] = Number.isFinite(added) ? added : 0;
  c.price.vk[i] = r[19];
  c.price.premium[i] = r[20];
  c.price.staff[i] = r[21];
  c.price.pro[i] = r[22];
  c.rrp[i] = r[23];
  if (r[19] < r[23]) c.flags[i]! |= FLAG.sale;
}

/** Marks as new the rows added within `NEW_DAYS` of the newest one. */
function flagNewRows({ size, addedAt, flags }: Columns): void {
  let newest = 0;
  for (let i = 0; i < size; i++) if (addedAt[i]! > newest) newest = addedAt[i]!;
  const newSince = newest - NEW_DAYS * 86_400_000;
  for (let i = 0; i < size; i++) if (addedAt[i]! >= newSince) flags[i]! |= FLAG.new;
}

/**
 * Options in CSR layout: the options of row r are optStart[r] .. optStart[r + 1] - 1, in id order
 * (the generator writes them in size order). A counting sort avoids an ORDER BY over every option.
 */
export function readOptionColumns(db: Database, { size: n, rowById }: ProductColumns): OptionColumns {
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
  return { optStart, optId, optSize, optStock, optIndexById };
}
