import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApi } from '../../../backend/src/app';
import { createCatalogue, type Catalogue } from '../../../backend/src/catalogue/catalogue';
import { seedCatalogue } from '../../../backend/src/catalogue/seed/seed';
import type { ApiConfig } from '../../../backend/src/config';
import { migrate, openDatabase } from '../../../backend/src/db/database';
import { createServices, type Services } from '../../../backend/src/services';

/** The reference API running for a contract test: its base URL, its stores and a closer. */
export interface RunningApi {
  readonly url: string;
  readonly services: Services;
  readonly catalogue: Catalogue;
  close(): Promise<void>;
}

/**
 * The backend's test settings: login limits that a test suite does not reach, short login delays.
 * Password hashing is the production one (argon2id, about 20 ms a hash).
 */
const CONTRACT_CONFIG: Partial<ApiConfig> = {
  loginLimit: {
    perAccount: 5,
    perClient: 1_000,
    windowMs: 60_000,
    baseDelayMs: 10,
    maxDelayMs: 100,
    maxWaitMs: 200,
  },
  mailbox: true,
};

/** Catalogue size of the contract tests: big enough for every filter group, quick to seed. */
export const CONTRACT_CATALOGUE_SIZE = 300;

/**
 * Starts the reference API as `main.ts` wires it, on 127.0.0.1 port 0 over a temporary database
 * (migrated and seeded with a small deterministic catalogue), with the test settings of the backend
 * (small login limits). `close()` stops it and removes the database.
 */
export async function startApi(): Promise<RunningApi> {
  const dir = mkdtempSync(join(tmpdir(), 'fanshop-contract-'));
  const db = openDatabase(join(dir, 'shop.db'));
  migrate(db);
  seedCatalogue(db, { products: CONTRACT_CATALOGUE_SIZE, seed: 2026 });
  const catalogue = createCatalogue(db);
  const services = createServices({ db, catalogue, config: CONTRACT_CONFIG });
  // Given the full catalogue, the API mounts its routes (listing, product, menu, content, search).
  const app = createApi({ services });
  const server = await listen(app.fetch);
  return {
    url: server.url,
    services,
    catalogue,
    close: async () => {
      await server.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Serves a fetch handler on 127.0.0.1, port 0; `close()` also ends open connections. */
function listen(fetch: (request: Request) => Response | Promise<Response>) {
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            if ('closeAllConnections' in server) server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** The links of the newest mail to an address (confirmation and reset mails). */
export function lastMailLinks(api: RunningApi, email: string): string[] {
  const mail = api.services.outbox.list().find((m) => m.recipient.toLowerCase() === email.toLowerCase());
  return mail ? [...mail.body.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]) : [];
}
