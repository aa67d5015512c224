/**
 * Rows read loosely: the reference tables and the content are read once at start, each column
 * converted where it is used, so their queries answer plain records.
 */
import type { Database } from './database';

/** A row as SQLite answers it. */
export type Row = Record<string, unknown>;

/** Every row a query answers. */
export function allRows(db: Database, sql: string): Row[] {
  return db.prepare(sql).all() as Row[];
}

/** A text kept in two columns, `<name>_en` and `<name>_de`. */
export function bilingual(row: Row, name: string): { readonly en: string; readonly de: string } {
  return { en: String(row[`${name}_en`]), de: String(row[`${name}_de`]) };
}
