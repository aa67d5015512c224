import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, openDatabase, readMigrations } from './database';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fanshop-db-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('given a new database file', () => {
  it('when opened, then it is in WAL mode with foreign keys and a busy timeout', () => {
    const db = openDatabase(join(tempDir(), 'nested', 'shop.db'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    db.close();
  });

  it('when migrated twice, then every migration is applied once and recorded in order', () => {
    const db = openDatabase(join(tempDir(), 'shop.db'));
    migrate(db);
    migrate(db);
    const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all();
    expect(versions).toEqual(readMigrations().map((m) => m.version));
    expect(versions).toContain(2);
    db.close();
  });
});

describe('given a folder of migration files', () => {
  it('when one fails, then the ones before it stay applied and it is not recorded', () => {
    const dir = tempDir();
    writeFileSync(join(dir, '0001-first.sql'), 'CREATE TABLE a (x INTEGER);');
    writeFileSync(join(dir, '0002-broken.sql'), 'CREATE TABLE b (x INTEGER); THIS IS NOT SQL;');
    writeFileSync(join(dir, 'notes.txt'), 'ignored');
    const db = openDatabase(':memory:');
    expect(() => migrate(db, dir)).toThrow();
    expect(db.prepare('SELECT version FROM schema_migrations').pluck().all()).toEqual([1]);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'b'").get()).toBeUndefined();
  });

  it('when a later file appears, then only it is applied on the next start', () => {
    const dir = tempDir();
    writeFileSync(join(dir, '0001-first.sql'), 'CREATE TABLE a (x INTEGER);');
    const db = openDatabase(':memory:');
    migrate(db, dir);
    writeFileSync(join(dir, '0002-second.sql'), 'CREATE TABLE b (x INTEGER);');
    migrate(db, dir);
    expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').pluck().all()).toEqual([
      1, 2,
    ]);
  });
});
