import { readdirSync, readFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';

/** The database handle used across the API. */
export type Database = BetterSqlite3.Database;

/** Where the versioned schema files live: `backend/migrations/NNNN-name.sql`. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

const MIGRATION_FILE = /^(\d{4})-[a-z0-9-]+\.sql$/;

/**
 * Opens (and creates) the SQLite file in WAL mode with foreign keys on and a busy timeout,
 * so a second process (a test, the bench) waits briefly instead of failing on a lock.
 * `:memory:` is accepted for throw-away databases.
 */
export function openDatabase(file: string): Database {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new BetterSqlite3(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // WAL makes NORMAL durable across application crashes; only an OS crash may lose the last commits.
  db.pragma('synchronous = NORMAL');
  return db;
}

/** One schema file, identified by its four-digit version. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** Reads `NNNN-name.sql` files of a folder in version order; other files are ignored. */
export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .map((name) => ({
      version: Number(name.slice(0, 4)),
      name,
      sql: readFileSync(join(dir, name), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, i) => {
    if (i > 0 && migration.version === migrations[i - 1]?.version) {
      throw new Error(`Two migrations share version ${migration.version}`);
    }
  });
  return migrations;
}

/**
 * Applies every migration not yet recorded in `schema_migrations`, in version order, each in its
 * own transaction together with its record, so a failing file leaves the schema at the version
 * before it.
 */
export function migrate(db: Database, dir: string = MIGRATIONS_DIR): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((v) => Number(v)),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of readMigrations(dir)) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
  }
}
