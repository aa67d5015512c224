/**
 * The teaser's demo: a news article with the teaser in it, and the teaser's built script, served from
 * the teaser's own origin (127.0.0.1 on TEASER_PORT, 4200 by default). The page's teaser talks to the
 * API at API_BASE_URL (http://127.0.0.1:4000) and links to the storefront at STOREFRONT_URL
 * (http://127.0.0.1:3000); `?lang=de` and `?category=/trikots/` change what it shows.
 * Build first: `npm run build -w @fanshop/teaser`.
 */
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const script = here('../dist/fanshop-teaser.js');
const page = here('../demo/index.html');

const port = Number(process.env.TEASER_PORT ?? 4200);
const host = '127.0.0.1';
const apiUrl = (process.env.API_BASE_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const shopUrl = (process.env.STOREFRONT_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');

if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`teaser: TEASER_PORT must be a port number, not "${process.env.TEASER_PORT}"`);
  process.exit(1);
}
if (!existsSync(script)) {
  console.error(
    'teaser: dist/fanshop-teaser.js is missing; build it first with npm run build -w @fanshop/teaser',
  );
  process.exit(1);
}

const code = readFileSync(script);
const codeGz = gzipSync(code, { level: 9 });
const template = readFileSync(page, 'utf8');

/** Attribute values from the query are escaped, so the demo page cannot be made to run markup. */
const attr = (value) =>
  String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

function demoPage(url) {
  const lang = url.searchParams.get('lang') === 'de' ? 'de' : 'en';
  const category = url.searchParams.get('category') ?? (lang === 'de' ? '/trikots/' : '/jerseys/');
  return template
    .replaceAll('%LANG%', lang)
    .replaceAll('%CATEGORY%', attr(category.slice(0, 200)))
    .replaceAll('%API_URL%', attr(apiUrl))
    .replaceAll('%SHOP_URL%', attr(shopUrl));
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${host}`);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
  } else if (url.pathname === '/health') {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ status: 'ok' }));
  } else if (url.pathname === '/' || url.pathname === '/index.html') {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : demoPage(url));
  } else if (url.pathname === '/fanshop-teaser.js') {
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? codeGz : code;
    res.writeHead(200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
      'Access-Control-Allow-Origin': '*',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      'Content-Length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  } else {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
  }
});

server.on('error', (error) => {
  if (error.code === 'EADDRINUSE') {
    console.error(`teaser: port ${port} on ${host} is taken; set TEASER_PORT to a free port`);
  } else {
    console.error(`teaser: cannot listen on ${host}:${port}: ${error.message}`);
  }
  process.exit(1);
});

server.listen(port, host, () => {
  console.log(
    `[teaser] ready: demo news page on http://${host}:${port}/ (API ${apiUrl}, storefront ${shopUrl})`,
  );
});

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
// Started by `npm start` over an IPC channel: end with the process that started it.
if (process.send) process.once('disconnect', stop);
