import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppConfig } from '../app/app-config';
import type { RenderRequest, RenderResult, loadSitemapPages } from './render';
import { createStorefrontApp } from './storefront-app';
import { createPreloadLinks, type Manifest } from './preloads';
import { stylesFirst } from './template';
import { ApiHealth, waitForApi } from './api-health';

type Render = (request: RenderRequest) => Promise<RenderResult>;
/** What the server entry (`render.tsx`, built to `dist/server/render.js`) exports. */
interface ServerEntry {
  readonly render: Render;
  readonly loadSitemapPages: typeof loadSitemapPages;
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
    },
  };
}

/** Starts the storefront: Vite middleware and on-the-fly SSR with `--dev`, the production build otherwise. */
export async function startStorefront(options: { dev: boolean; env?: NodeJS.ProcessEnv }): Promise<Server> {
  const { port, host, trustProxy, apiWaitMs, config } = configFromEnv(options.env);
  const apiHealth = new ApiHealth(config.apiBaseUrl);
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
    if (!existsSync(`${clientDist}/index.html`)) {
      throw new Error('The storefront is not built: run `npm run build` first (npm start does it for you).');
    }
    const template = stylesFirst(await readFile(`${clientDist}/index.html`, 'utf8'));
    const manifest = JSON.parse(await readFile(`${clientDist}/.vite/manifest.json`, 'utf8')) as Manifest;
    // React picks its build from NODE_ENV when first loaded: the production server renders with the
    // production build (the development one checks every element and is several times slower).
    process.env.NODE_ENV = 'production';
    const serverEntry = `${uiRoot}dist/server/render.js`;
    const { render, loadSitemapPages: sitemapPages } = (await import(serverEntry)) as ServerEntry;
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
        preloads: createPreloadLinks(manifest),
        ...shared,
      }),
    );
    listener = getRequestListener(app.fetch);
  }

  // Serving before the API answers would send pages without menus and with empty sections.
  await waitForApi(apiHealth, { timeoutMs: apiWaitMs, describe: config.apiBaseUrl });
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
  console.info(`[storefront] ready: http://${host}:${port}${options.dev ? ' (development)' : ''}`);
  return server;
}

/**
 * Stops the storefront on SIGINT, SIGTERM or the end of the process that started it: at once while it
 * does not serve yet; gracefully once it does (no new connections, idle ones closed, requests in flight
 * may finish within the grace time).
 */
function stopOnSignals(serving: () => Server | undefined): void {
  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    const server = serving();
    if (!server) {
      console.info(`[storefront] stopped (${reason}) before serving`);
      process.exit(0);
    }
    console.info(`[storefront] stopping (${reason}): finishing requests in flight…`);
    const cut = setTimeout(() => server.closeAllConnections(), GRACE_MS);
    cut.unref();
    server.close(() => {
      console.info('[storefront] stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
  // Started by scripts/start.mjs over an IPC channel: if that process goes away, so does this one.
  if (process.send) process.once('disconnect', () => stop('the starting process ended'));
}

const invokedDirectly = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (invokedDirectly) {
  let serving: Server | undefined;
  stopOnSignals(() => serving);
  startStorefront({ dev: process.argv.includes('--dev') }).then(
    (server) => (serving = server),
    (error: unknown) => {
      console.error(`[storefront] ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
