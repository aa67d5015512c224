import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the servers of one test run listen. */
export interface ShopUrls {
  readonly storefront: string;
  readonly api: string;
  readonly checkout: string;
}

export interface RunningShop {
  readonly urls: ShopUrls;
  stop(): Promise<void>;
}

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

function startNode(args: string[], env: NodeJS.ProcessEnv, name: string): ChildProcess {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    // An IPC channel, as `npm start` gives its servers: a server ends when it closes, so a test run cut
    // short (killed, or its output piped into `head`) leaves no server behind. Unreferenced, so the
    // channel alone never keeps this process alive.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.channel?.unref();
  const log: string[] = [];
  const keep = (chunk: Buffer) => {
    log.push(chunk.toString());
    if (log.length > 200) log.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) console.error(`[${name}] exited ${code}\n${log.join('')}`);
  });
  return child;
}

/**
 * Starts only the reference API (and its checkout host) on a fresh database in a temporary folder, on
 * 127.0.0.1: for frontends other than the storefront, which need no build.
 */
export async function startApi(options: { catalogueSize?: number } = {}): Promise<RunningShop> {
  const [apiPort, checkoutPort] = await Promise.all([freePort(), freePort()]);
  const urls: ShopUrls = {
    storefront: 'http://127.0.0.1:9',
    api: `http://127.0.0.1:${apiPort}`,
    checkout: `http://127.0.0.1:${checkoutPort}`,
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'fanshop-api-'));
  const api = startNode(
    ['backend/src/main.ts'],
    {
      API_PORT: String(apiPort),
      CHECKOUT_PORT: String(checkoutPort),
      DATA_DIR: dataDir,
      CATALOGUE_SIZE: String(options.catalogueSize ?? 600),
      API_URL: urls.api,
      CHECKOUT_URL: urls.checkout,
      STOREFRONT_URL: urls.storefront,
    },
    'api',
  );
  const stop = async () => {
    if (api.exitCode === null) api.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${urls.api}/api/v1/menu/`, api, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, stop };
}

/**
 * Starts the whole shop for tests on 127.0.0.1: the reference API and checkout host on a fresh database
 * in a temporary folder, and the storefront from its production build (`npm run build:ui` first).
 * `extraCorsOrigins` lets other frontends (the teaser's page) call the API beside the storefront.
 * `env` changes the servers' settings, given where they listen (for example public https origins
 * behind a proxy, tests/support/staging/); the answered `urls` stay the servers' own.
 */
export async function startShop(
  options: {
    catalogueSize?: number;
    extraCorsOrigins?: readonly string[];
    env?: (urls: ShopUrls) => NodeJS.ProcessEnv;
  } = {},
): Promise<RunningShop> {
  const [port, apiPort, checkoutPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const urls: ShopUrls = {
    storefront: `http://127.0.0.1:${port}`,
    api: `http://127.0.0.1:${apiPort}`,
    checkout: `http://127.0.0.1:${checkoutPort}`,
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'fanshop-e2e-'));
  const env: NodeJS.ProcessEnv = {
    PORT: String(port),
    API_PORT: String(apiPort),
    CHECKOUT_PORT: String(checkoutPort),
    DATA_DIR: dataDir,
    CATALOGUE_SIZE: String(options.catalogueSize ?? 600),
    API_BASE_URL: urls.api,
    API_URL: urls.api,
    CHECKOUT_URL: urls.checkout,
    STOREFRONT_URL: urls.storefront,
    SHOP_ORIGIN: urls.storefront,
    CORS_ORIGINS: [urls.storefront, ...(options.extraCorsOrigins ?? [])].join(','),
    // One storefront process, as before workers existed: tests share two cores; the operator tests
    // run the default (one worker per CPU) through npm start.
    WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1',
    ...options.env?.(urls),
  };
  const api = startNode(['backend/src/main.ts'], env, 'api');
  const storefront = startNode(['ui/src/server/main.ts'], env, 'storefront');
  const stop = async () => {
    for (const child of [storefront, api]) if (child.exitCode === null) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitFor(`${urls.api}/api/v1/menu/`, api, 60_000);
    await waitFor(`${urls.checkout}/`, api, 10_000);
    await waitFor(`${urls.storefront}/`, storefront, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls, stop };
}
