import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { seedDemoCustomers } from './accounts/demo-customers';
import { createApi } from './app';
import { createCatalogue } from './catalogue/catalogue';
import { seedCatalogue } from './catalogue/seed';
import { createCheckoutApp } from './checkout/checkout-app';
import { configFromEnv, serverSettingsFromEnv } from './config';
import { type Database, migrate, openDatabase } from './db/database';
import { serveJson } from './http/node-server';
import { createServices } from './services';

/** True before the first seeding (or when the catalogue table is missing). */
function catalogueIsEmpty(db: Database): boolean {
  try {
    return db.prepare('SELECT COUNT(*) FROM products').pluck().get() === 0;
  } catch {
    return true;
  }
}

/** Starts the API and the checkout host on 127.0.0.1, migrating and seeding the database first. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const settings = serverSettingsFromEnv(env);
  const config = configFromEnv(env);
  const dataDir = resolve(settings.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const db = openDatabase(join(dataDir, 'shop.db'));
  migrate(db);

  if (catalogueIsEmpty(db)) {
    const started = Date.now();
    console.log(`Seeding the catalogue with ${settings.catalogueSize} products…`);
    seedCatalogue(db, { products: settings.catalogueSize, seed: 2026 });
    console.log(`Catalogue seeded in ${Date.now() - started} ms`);
  }
  const catalogue = createCatalogue(db);
  const services = createServices({ db, catalogue, config });
  await seedDemoCustomers(services);
  services.accounts.sweepExpired();
  services.carts.sweepGuests(90 * 24 * 60 * 60 * 1000);
  services.wishlists.sweepGuests(90 * 24 * 60 * 60 * 1000);

  const api = createApi({ services });
  const checkout = createCheckoutApp(services);
  const apiServer = serveJson({ fetch: api.fetch, port: settings.apiPort, hostname: settings.host }, (info) =>
    console.log(`Shop API on http://${settings.host}:${info.port} (mailbox at ${config.apiUrl}/_mailbox/)`),
  );
  const checkoutServer = serve(
    { fetch: checkout.fetch, port: settings.checkoutPort, hostname: settings.host },
    (info) => console.log(`Checkout host on http://${settings.host}:${info.port}`),
  );

  const stop = () => {
    apiServer.close();
    checkoutServer.close();
    db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
