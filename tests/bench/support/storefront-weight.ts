import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

/**
 * Page weight of one route as a first visit loads it: the JavaScript and CSS the server-rendered HTML
 * names, the files Chromium actually requests until the load event and a quiet network, and the HTML.
 */
export interface RouteWeight {
  readonly route: string;
  readonly path: string;
  /** Scripts and module preloads the HTML names (entry first). */
  readonly declaredJs: readonly string[];
  /** Scripts Chromium requested until load + network idle, in request order. */
  readonly requestedJs: readonly string[];
  /** Every JavaScript file of the first load (declared ∪ requested) with its raw and gzip bytes. */
  readonly js: readonly AssetSize[];
  readonly css: readonly AssetSize[];
  /**
   * Web fonts of the first load: those the HTML preloads and those Chromium requested. woff2 is
   * compressed already, so their raw bytes are what travels (gzip is printed for comparison only).
   */
  readonly fonts: readonly AssetSize[];
  readonly htmlRaw: number;
  readonly htmlGzip: number;
}

export interface AssetSize {
  readonly file: string;
  readonly raw: number;
  readonly gzip: number;
  /** The Content-Encoding the server answered a browser's Accept-Encoding with ('' for none). */
  readonly served: string;
}

export const sum = (assets: readonly AssetSize[], key: 'raw' | 'gzip'): number =>
  assets.reduce((total, asset) => total + asset[key], 0);

/** Gzip at the default level, as `vite build` reports sizes and a server or CDN compresses them. */
const gzipBytes = (body: Uint8Array): number => gzipSync(body).byteLength;

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1];
}

/** The script, module-preload, stylesheet and font-preload URLs the document's markup names, in order. */
export function assetsNamedBy(html: string, base: string): { js: string[]; css: string[]; fonts: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const fonts: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src) js.push(new URL(src, base).href);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase();
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') js.push(new URL(href, base).href);
    if (rel === 'stylesheet') css.push(new URL(href, base).href);
    if (rel === 'preload' && (attr(tag, 'as') ?? '').toLowerCase() === 'font')
      fonts.push(new URL(href, base).href);
  }
  return { js: [...new Set(js)], css: [...new Set(css)], fonts: [...new Set(fonts)] };
}

async function sizeOf(url: string, cache: Map<string, AssetSize>): Promise<AssetSize> {
  const known = cache.get(url);
  if (known) return known;
  const res = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const body = new Uint8Array(await res.arrayBuffer());
  const served = res.headers.get('content-encoding') ?? '';
  const size = { file: new URL(url).pathname, raw: body.byteLength, gzip: gzipBytes(body), served };
  cache.set(url, size);
  return size;
}

/** Loads `path` in a fresh Chromium context (phone width, as Lighthouse's mobile run) and weighs it. */
export async function weighRoute(
  browser: Browser,
  origin: string,
  route: string,
  path: string,
  cache: Map<string, AssetSize>,
): Promise<RouteWeight> {
  const url = `${origin}${path}`;
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  const html = new Uint8Array(await res.arrayBuffer());
  const named = assetsNamedBy(new TextDecoder().decode(html), url);

  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const requestedJs: string[] = [];
  const requestedCss: string[] = [];
  const requestedFonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') requestedFonts.push(request.url());
    if (request.resourceType() === 'script') requestedJs.push(request.url());
    if (request.resourceType() === 'stylesheet') requestedCss.push(request.url());
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await context.close();

  const sameOrigin = (u: string) => u.startsWith(origin);
  const jsUrls = [...new Set([...named.js, ...requestedJs.filter(sameOrigin)])];
  const cssUrls = [...new Set([...named.css, ...requestedCss.filter(sameOrigin)])];
  const fontUrls = [...new Set([...named.fonts, ...requestedFonts.filter(sameOrigin)])];
  return {
    route,
    path,
    declaredJs: named.js.map((u) => new URL(u).pathname),
    requestedJs: requestedJs.map((u) => (sameOrigin(u) ? new URL(u).pathname : u)),
    js: await Promise.all(jsUrls.map((u) => sizeOf(u, cache))),
    css: await Promise.all(cssUrls.map((u) => sizeOf(u, cache))),
    fonts: await Promise.all(fontUrls.map((u) => sizeOf(u, cache))),
    htmlRaw: html.byteLength,
    htmlGzip: gzipBytes(html),
  };
}
