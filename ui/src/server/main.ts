import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { cookieDomainProblem, normaliseCookieDomain } from '@fanshop/core/session';
import type { AppConfig } from '../app/app-config';
import type { RenderRequest, RenderResult, loadSitemapPages, pageStoreSources } from './render';
import { createStorefrontApp } from './storefront-app';
import { createPreloadLinks, type Manifest } from './preloads';
import { stylesFirst } from './template';
import { ApiHealth, waitForApi } from './api-health';
import { superviseWorkers, webConcurrency } from './workers';

type Render = (request: RenderRequest) => Promise<RenderResult>;
/** What the server entry (`render.tsx`, built to `dist/server/render.js`) exports. */
interface ServerEntry {
  readonly render: Render;
  readonly loadSitemapPages: typeof loadSitemapPages;
  readonly pageStoreSources: typeof pageStoreSources;
}

const uiRoot = fileURLToPath(new URL('../..', import.meta.url));
const clientDist = `${uiRoot}dist/client`;
const VERSION = (JSON.parse(readFileSync(`${uiRoot}package.json`, 'utf8')) as { version: string }).version;

/** How long requests in flight may take to finish when the storefront stops; the whole stop stays under 5 s. */
const GRACE_MS = 3000;

/** An on/off switch of the environment (`on`, `1`, `true`, `yes`), off otherwise. */
function switchedOn(value: string | undefined): boolean {
  return ['on', '1', 'true', 'yes'].includes(value?.trim().toLowerCase() ?? '');
}

/** The storefront's settings from the environment (decisions.md: ports and URLs). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): {
  port: number;
  host: string;
  trustProxy: boolean;
  apiWaitMs: number;
  config: AppConfig;
} {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  const apiWaitSeconds = Number(env.API_WAIT_SECONDS);
  return {
    port,
    host,
    trustProxy: switchedOn(env.TRUST_PROXY),
    apiWaitMs: (Number.isFinite(apiWaitSeconds) && apiWaitSeconds > 0 ? apiWaitSeconds : 180) * 1000,
    config: {
      apiBaseUrl: env.API_BASE_URL ?? `http://127.0.0.1:${env.API_PORT ?? 4000}`,
      checkoutUrl: env.CHECKOUT_URL ?? `http://127.0.0.1:${env.CHECKOUT_PORT ?? 4100}`,
      shopOrigin: env.SHOP_ORIGIN ?? `http://127.0.0.1:${port}`,
      cookieDomain: normaliseCookieDomain(env.COOKIE_DOMAIN),
      apiServerUrl: env.API_INTERNAL_URL?.trim() || undefined,
    },
  };
}

/**
 * Refuses settings that cannot work together, with the sentence an operator needs (the core's
 * `cookieDomainProblem`: separate https hosts without a shared cookie domain, or a domain that does not
 * cover them).
 */
export function assertWorkableConfig(config: AppConfig): void {
  const problem = cookieDomainProblem(config);
  if (problem) throw new Error(`The storefront cannot start: ${problem}.`);
}

/** Fails with the sentence an operator needs when the production build is missing. */
function assertBuilt(): void {
  if (!existsSync(`${clientDist}/index.html`)) {
    throw new Error('The storefront is not built: run `npm run build` first (npm start does it for you).');
  }
}

/**
 * Starts the storefront: Vite middleware and on-the-fly SSR with `--dev`, the production build otherwise.
 * `announce: false` for a worker of several: the primary says when all of them are ready.
 */
export async function startStorefront(options: {
  dev: boolean;
  env?: NodeJS.ProcessEnv;
  announce?: boolean;
}): Promise<Server> {
  const { port, host, trustProxy, apiWaitMs, config } = configFromEnv(options.env);
  assertWorkableConfig(config);
  const apiHealth = new ApiHealth(config.apiServerUrl ?? config.apiBaseUrl);
  const shared = { apiHealth, trustProxy, version: VERSION };
  let listener: (req: IncomingMessage, res: ServerResponse) => void;

  if (options.dev) {
    const { createServer: createVite } = await import('vite');
    const vite = await createVite({
      configFile: `${uiRoot}../vite.config.ts`,
      server: { middlewareMode: true },
      appType: 'custom',
    });
    const rawTemplate = await readFile(`${uiRoot}index.html`, 'utf8');
    const app = createStorefrontApp({
      config,
      dev: true,
      render: async () => ((await vite.ssrLoadModule('/src/server/render.tsx')) as ServerEntry).render,
      sitemapPages: async () =>
        ((await vite.ssrLoadModule('/src/server/render.tsx')) as ServerEntry).loadSitemapPages,
      template: async (url) => stylesFirst(await vite.transformIndexHtml(url, rawTemplate)),
      ...shared,
    });
    const ssr = getRequestListener(app.fetch);
    listener = (req, res) => vite.middlewares(req, res, () => void ssr(req, res));
  } else {
    assertBuilt();
    const template = stylesFirst(await readFile(`${clientDist}/index.html`, 'utf8'));
    const manifest = JSON.parse(await readFile(`${clientDist}/.vite/manifest.json`, 'utf8')) as Manifest;
    // React picks its build from NODE_ENV when first loaded: the production server renders with the
    // production build (the development one checks every element and is several times slower).
    process.env.NODE_ENV = 'production';
    const serverEntry = `${uiRoot}dist/server/render.js`;
    const {
      render,
      loadSitemapPages: sitemapPages,
      pageStoreSources: storesOf,
    } = (await import(serverEntry)) as ServerEntry;
    const app = new Hono();
    // Hashed assets never change: cache them for a year. Other public files for a day.
    app.use(
      '/assets/*',
      serveStatic({
        root: clientDist,
        // The build writes brotli and gzip copies beside each asset (vite.config.ts).
        precompressed: true,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    app.use(
      '/favicon.svg',
      serveStatic({
        root: clientDist,
        onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=86400'),
      }),
    );
    app.route(
      '/',
      createStorefrontApp({
        config,
        render: async () => render,
        template: async () => template,
        sitemapPages: async () => sitemapPages,
        preloads: createPreloadLinks(manifest, await storesOf()),
        ...shared,
      }),
    );
    listener = getRequestListener(app.fetch);
  }

  // Serving before the API answers would send pages without menus and with empty sections.
  await waitForApi(apiHealth, { timeoutMs: apiWaitMs, describe: config.apiServerUrl ?? config.apiBaseUrl });
  const server = createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} is taken, so the storefront cannot start: set PORT to a free port`)
          : error,
      ),
    );
    server.listen(port, host, resolve);
  });
  if (options.announce ?? true) {
    console.info(`[storefront] ready: http://${host}:${port}${options.dev ? ' (development)' : ''}`);
    announceReady();
  }
  return server;
}

/**
 * Stops the storefront on SIGINT, SIGTERM or the end of the process that started it: at once while it
 * does not serve yet; gracefully once it does (no new connections, idle ones closed, requests in flight
 * may finish within the grace time). A worker of several stops quietly: its primary speaks for it.
 */
function stopOnSignals(serving: () => Server | undefined, quiet = false): void {
  let stopping = false;
  const say = (line: string) => quiet || console.info(line);
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    const server = serving();
    if (!server) {
      say(`[storefront] stopped (${reason}) before serving`);
      process.exit(0);
    }
    say(`[storefront] stopping (${reason}): finishing requests in flight…`);
    const cut = setTimeout(() => server.closeAllConnections(), GRACE_MS);
    cut.unref();
    server.close(() => {
      say('[storefront] stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  // Started by scripts/start.mjs (or a cluster primary) over an IPC channel: if that process goes away,
  // so does this one.
  if (process.send) process.once('disconnect', () => stop('the starting process ended'));
}

function fail(error: unknown): never {
  console.error(`[storefront] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

/** One storefront process serving on its own: development, `WEB_CONCURRENCY=1`, or a cluster worker. */
function serveAlone(dev: boolean): void {
  let serving: Server | undefined;
  stopOnSignals(() => serving, cluster.isWorker);
  startStorefront({ dev, announce: cluster.isPrimary }).then((server) => (serving = server), fail);
}

/**
 * `WEB_CONCURRENCY` workers (one per CPU by default) behind one primary (workers.ts). The primary
 * checks the build and waits for the API once, so the workers start at once and say nothing twice.
 */
async function serveWithWorkers(workers: number): Promise<void> {
  const { host, port, apiWaitMs, config } = configFromEnv();
  // Until the workers start, a stop is immediate: nothing serves yet.
  const early = (reason: string) => () => {
    console.info(`[storefront] stopped (${reason}) before serving`);
    process.exit(0);
  };
  const onSigint = early('SIGINT');
  const onSigterm = early('SIGTERM');
  const onDisconnect = early('the starting process ended');
  process.once('SIGINT', onSigint).once('SIGTERM', onSigterm);
  if (process.send) process.once('disconnect', onDisconnect);
  assertWorkableConfig(config);
  assertBuilt();
  await waitForApi(new ApiHealth(config.apiServerUrl ?? config.apiBaseUrl), {
    timeoutMs: apiWaitMs,
    describe: config.apiServerUrl ?? config.apiBaseUrl,
  });
  process.off('SIGINT', onSigint).off('SIGTERM', onSigterm).off('disconnect', onDisconnect);
  superviseWorkers({
    workers,
    graceMs: GRACE_MS,
    onReady: () => {
      console.info(`[storefront] ready: http://${host}:${port} (${workers} workers)`);
      announceReady();
    },
  });
}

/**
 * Tells a starting process over IPC (scripts/start.mjs) that the storefront is ready, after its ready
 * line: with several workers the first one answers `/health` before all of them listen, so the health
 * check alone would let the shop say it is ready before the storefront does.
 */
function announceReady(): void {
  if (cluster.isPrimary) process.send?.({ type: 'ready', part: 'storefront' });
}

const invokedDirectly = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (invokedDirectly) {
  const dev = process.argv.includes('--dev');
  if (dev || cluster.isWorker) serveAlone(dev);
  else {
    let workers = 1;
    try {
      workers = webConcurrency();
    } catch (error) {
      fail(error);
    }
    if (workers === 1) serveAlone(false);
    else serveWithWorkers(workers).catch(fail);
  }
}
