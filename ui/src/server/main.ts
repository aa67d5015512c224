import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppConfig } from '../app/app-config';
import type { RenderRequest, RenderResult, loadSitemapPages } from './render';
import { createStorefrontApp } from './storefront-app';
import { createPreloadLinks, type Manifest } from './preloads';
import { stylesFirst } from './template';

type Render = (request: RenderRequest) => Promise<RenderResult>;
/** What the server entry (`render.tsx`, built to `dist/server/render.js`) exports. */
interface ServerEntry {
  readonly render: Render;
  readonly loadSitemapPages: typeof loadSitemapPages;
}

const uiRoot = fileURLToPath(new URL('../..', import.meta.url));
const clientDist = `${uiRoot}dist/client`;

/** The storefront's settings from the environment (decisions.md: ports and URLs). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): {
  port: number;
  host: string;
  config: AppConfig;
} {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    config: {
      apiBaseUrl: env.API_BASE_URL ?? `http://127.0.0.1:${env.API_PORT ?? 4000}`,
      checkoutUrl: env.CHECKOUT_URL ?? `http://127.0.0.1:${env.CHECKOUT_PORT ?? 4100}`,
      shopOrigin: env.SHOP_ORIGIN ?? `http://127.0.0.1:${port}`,
    },
  };
}

/** Starts the storefront: Vite middleware and on-the-fly SSR with `--dev`, the production build otherwise. */
export async function startStorefront(options: { dev: boolean; env?: NodeJS.ProcessEnv }) {
  const { port, host, config } = configFromEnv(options.env);
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
      }),
    );
    listener = getRequestListener(app.fetch);
  }

  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  console.info(`[storefront] http://${host}:${port}${options.dev ? ' (development)' : ''}`);
  return server;
}

const invokedDirectly = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (invokedDirectly) {
  startStorefront({ dev: process.argv.includes('--dev') }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
