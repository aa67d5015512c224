import { readFileSync } from 'node:fs';
import type { Context } from 'hono';
import type { Database } from '../db/database';
import { errorBody, failure } from './errors';

/** The shop's version, from the backend's package manifest. */
export const VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/** What `/health` says of the database. */
export type DatabaseState =
  | { readonly state: 'ok'; readonly schemaVersion: number; readonly journal: string }
  | { readonly state: 'unusable' };

/** Whether the database answers a read, with its schema version and journal mode. */
export function databaseState(db: Database): DatabaseState {
  try {
    if (!db.open) return { state: 'unusable' };
    const schemaVersion = Number(db.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get() ?? 0);
    const journal = String(db.pragma('journal_mode', { simple: true }));
    return { state: 'ok', schemaVersion, journal };
  } catch {
    return { state: 'unusable' };
  }
}

/**
 * `GET /health` of the API and of the checkout host, for operators and load balancers: 200 with the
 * version and the database's state while the database answers, 503 (never cached) when it does not.
 */
export function health(db: Database, service: 'api' | 'checkout') {
  return (c: Context) => {
    const database = databaseState(db);
    c.header('Cache-Control', 'no-store');
    if (database.state !== 'ok') {
      return c.json(
        {
          ...errorBody({ database: failure('unavailable') }),
          data: { status: 'unavailable', service, version: VERSION, database },
        },
        503,
      );
    }
    return c.json({ data: { status: 'ok', service, version: VERSION, database } });
  };
}
