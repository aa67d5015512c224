import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi } from '../../../backend/src/app';
import { createCatalogue, type Catalogue } from '../../../backend/src/catalogue/catalogue';
import { registerCatalogueRoutes } from '../../../backend/src/catalogue/routes';
import { seedCatalogue } from '../../../backend/src/catalogue/seed';
import { migrate, openDatabase } from '../../../backend/src/db/database';
import { createServices, type Services } from '../../../backend/src/services';
import { listen, TEST_CONFIG } from '../../../backend/src/testing/test-server';

/** The reference API running for a contract test: its base URL, its stores and a closer. */
export interface RunningApi {
  readonly url: string;
  readonly services: Services;
  readonly catalogue: Catalogue;
  close(): Promise<void>;
}

/** Catalogue size of the contract tests: big enough for every filter group, quick to seed. */
export const CONTRACT_CATALOGUE_SIZE = 300;

/**
 * Starts the reference API as `main.ts` wires it, on 127.0.0.1 port 0 over a temporary database
 * (migrated and seeded with a small deterministic catalogue), with the test settings of the backend
 * (cheap password hashing). `close()` stops it and removes the database.
 */
export async function startApi(): Promise<RunningApi> {
  const dir = mkdtempSync(join(tmpdir(), 'fanshop-contract-'));
  const db = openDatabase(join(dir, 'shop.db'));
  migrate(db);
  seedCatalogue(db, { products: CONTRACT_CATALOGUE_SIZE, seed: 2026 });
  const catalogue = createCatalogue(db);
  const services = createServices({ db, catalogue, config: { ...TEST_CONFIG, mailbox: true } });
  const app = createApi({ services, registerCatalogueRoutes: (api) => registerCatalogueRoutes(api, catalogue) });
  const server = await listen(app);
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

/** The links of the newest mail to an address (confirmation and reset mails). */
export function lastMailLinks(api: RunningApi, email: string): string[] {
  const mail = api.services.outbox.list().find((m) => m.recipient.toLowerCase() === email.toLowerCase());
  return mail ? [...mail.body.matchAll(/https?:\/\/\S+/g)].map((m) => m[0]) : [];
}
