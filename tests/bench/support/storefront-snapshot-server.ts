/**
 * The storefront's production server (as `ui/src/server/main.ts` starts it without `--dev`) over a
 * copy of the build in `DIST_DIR`, so that a rebuild of `ui/dist` during a benchmark run cannot
 * change or break the pages being measured. Same app (`createStorefrontApp`), same static asset
 * handling, same environment variables.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppConfig } from '../../../ui/src/app/app-config';

// The server's own modules, loaded by path as the server loads its build: their types pull in the
// renderer's sources, which only Vite compiles.
const serverDir = new URL('../../../ui/src/server/', import.meta.url);
const { configFromEnv } = (await import(new URL('main.ts', serverDir).href)) as {
  configFromEnv: () => { port: number; host: string; config: AppConfig };
};
const { createStorefrontApp } = (await import(new URL('storefront-app.ts', serverDir).href)) as {
  createStorefrontApp: (options: {
    config: AppConfig;
    render: () => Promise<unknown>;
    template: () => Promise<string>;
    sitemapPages: () => Promise<unknown>;
  }) => Hono;
};

const dist = process.env.DIST_DIR;
if (!dist) throw new Error('DIST_DIR names the copy of ui/dist to serve');
const { port, host, config } = configFromEnv();
const clientDist = `${dist}/client`;
const template = await readFile(`${clientDist}/index.html`, 'utf8');
const { render, loadSitemapPages } = (await import(pathToFileURL(`${dist}/server/render.js`).href)) as {
  render: unknown;
  loadSitemapPages: unknown;
};

const app = new Hono();
app.use(
  '/assets/*',
  serveStatic({
    root: clientDist,
    onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
  }),
);
app.use(
  '/favicon.svg',
  serveStatic({ root: clientDist, onFound: (_p, c) => c.header('Cache-Control', 'public, max-age=86400') }),
);
app.route(
  '/',
  createStorefrontApp({
    config,
    render: async () => render,
    template: async () => template,
    sitemapPages: async () => loadSitemapPages,
  }),
);
const server = createServer(getRequestListener(app.fetch));
server.listen(port, host, () => console.info(`[storefront] http://${host}:${port} (build copy ${dist})`));
