import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import { newDeviceSecret } from './accounts/device-cookie';
import { seedDemoCustomers } from './accounts/demo-customers';
import { createApi } from './app';
import { createCatalogue } from './catalogue/catalogue';
import { seedCatalogue } from './catalogue/seed/seed';
import { createCheckoutApp } from './checkout/checkout-app';
import { assertWorkableConfig, configFromEnv, serverSettingsFromEnv, UnworkableSettings } from './config';
import { type Database, migrate, openDatabase } from './db/database';
import { closeGracefully, listen, PortTakenError } from './http/lifecycle';
import { createJsonServer } from './http/node-server';
import { createServices } from './services';

/** How long requests in flight may take to finish when the shop stops; the whole stop stays under 5 s. */
const GRACE_MS = 3000;

/** True before the first seeding (or when the catalogue table is missing). */
function catalogueIsEmpty(db: Database): boolean {
  try {
    return db.prepare('SELECT COUNT(*) FROM products').pluck().get() === 0;
  } catch {
    return true;
  }
}

/**
 * The secret that signs device cookies: `DEVICE_SECRET` (hex or base64, at least 32 bytes), else one
 * made on first start and kept in `DATA_DIR/device-secret` (readable by the owner only), so the
 * browsers' cookies stay valid across restarts.
 */
function deviceSecret(env: NodeJS.ProcessEnv, dataDir: string): Buffer {
  const given = env.DEVICE_SECRET?.trim();
  if (given) {
    const bytes = /^[0-9a-f]+$/i.test(given) ? Buffer.from(given, 'hex') : Buffer.from(given, 'base64');
    if (bytes.length >= 32) return bytes;
    throw new Error('DEVICE_SECRET must hold at least 32 bytes (64 hex digits)');
  }
  const file = join(dataDir, 'device-secret');
  if (existsSync(file)) {
    const kept = Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
    if (kept.length >= 32) return kept;
  }
  const secret = newDeviceSecret();
  writeFileSync(file, secret.toString('hex'), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/**
 * Starts the API and the checkout host, migrating and seeding the database first. A taken port ends it
 * with one line naming the port and its variable (exit 1); SIGINT, SIGTERM or the end of the process
 * that started it (`npm start`) stop it gracefully: requests in flight finish, waiting mails go out,
 * the database's write-ahead log is checkpointed and the database closed.
 */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const settings = serverSettingsFromEnv(env);
  const dataDir = resolve(settings.dataDir);
  mkdirSync(dataDir, { recursive: true });
  const config = { ...configFromEnv(env), deviceSecret: deviceSecret(env, dataDir) };
  assertWorkableConfig(config);
  const db = openDatabase(join(dataDir, 'shop.db'));
  migrate(db);

  if (catalogueIsEmpty(db)) {
    const started = Date.now();
    console.log(`[api] seeding the catalogue with ${settings.catalogueSize} products…`);
    seedCatalogue(db, { products: settings.catalogueSize, seed: 2026 });
    console.log(`[api] catalogue seeded in ${Date.now() - started} ms`);
  }
  const catalogue = createCatalogue(db);
  const services = createServices({ db, catalogue, config });
  await seedDemoCustomers(services);
  services.accounts.sweepExpired();
  services.carts.sweepGuests(90 * 24 * 60 * 60 * 1000);
  services.wishlists.sweepGuests(90 * 24 * 60 * 60 * 1000);

  const apiServer = createJsonServer(createApi({ services }).fetch, settings.host);
  const checkoutServer = createServer(getRequestListener(createCheckoutApp(services).fetch));

  let stopping: Promise<void> | undefined;
  const stop = (reason: string, code: number): Promise<void> =>
    (stopping ??= (async () => {
      console.log(`[api] stopping (${reason}): finishing requests in flight…`);
      await Promise.all([closeGracefully(apiServer, GRACE_MS), closeGracefully(checkoutServer, GRACE_MS)]);
      services.mailPacer.flush();
      try {
        db.pragma('wal_checkpoint(TRUNCATE)');
      } finally {
        db.close();
      }
      console.log('[api] stopped; database checkpointed and closed');
      process.exit(code);
    })());
  process.once('SIGINT', () => void stop('SIGINT', 0));
  process.once('SIGTERM', () => void stop('SIGTERM', 0));
  // Started by scripts/start.mjs over an IPC channel: if that process goes away, so does this one.
  if (process.send) process.once('disconnect', () => void stop('the starting process ended', 0));

  const [api, checkout] = await Promise.allSettled([
    listen(apiServer, { port: settings.apiPort, host: settings.host, name: 'API', variable: 'API_PORT' }),
    listen(checkoutServer, {
      port: settings.checkoutPort,
      host: settings.host,
      name: 'checkout host',
      variable: 'CHECKOUT_PORT',
    }),
  ]);
  if (api.status === 'rejected' || checkout.status === 'rejected') {
    for (const result of [api, checkout]) {
      if (result.status === 'rejected') {
        const error: unknown = result.reason;
        console.error(`[api] ${error instanceof PortTakenError ? error.message : String(error)}`);
      }
    }
    await stop('it could not start', 1);
    return;
  }
  console.log(
    `[api] ready: Shop API on http://${settings.host}:${api.value.port}` +
      (config.mailbox ? ` (mailbox at ${config.apiUrl}/_mailbox/)` : ' (mailbox off)'),
  );
  console.log(`[checkout] ready: Checkout host on http://${settings.host}:${checkout.value.port}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err: unknown) => {
    if (err instanceof UnworkableSettings) console.error(`[api] ${err.message}`);
    else console.error('[api] could not start:', err);
    process.exit(1);
  });
}
