import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findNginx, writeNginxPrefix } from '../nginx-prefix';
import type { ShopUrls } from '../shop-servers';

/** The worked TLS configuration the staging shop runs (docs/deploy.md). */
export const TLS_CONFIG_FILE = fileURLToPath(new URL('../../../deploy/nginx/tls.conf', import.meta.url));

/** The domain deploy/nginx/tls.conf is written for. */
const SHIPPED_DOMAIN = 'fanshop.at';

/** Debian's nginx (`apt-get install nginx`; scripts/ensure-browser.sh installs it for `npm test`). */
export function nginxPath(): string {
  const found = findNginx();
  if (found) return found;
  throw new Error(
    'nginx is missing: the staging tests run it in front of the shop (`apt-get install nginx`, or `bash scripts/ensure-browser.sh`)',
  );
}

/**
 * Rewrites every line of `config` marked `# marker` with `rewrite` (a line, or nothing to drop it),
 * failing loudly when no line carries the marker: the shipped file changed under the harness.
 */
function rewriteMarked(
  config: string,
  marker: string,
  rewrite: (line: string, nth: number) => string | null,
): string {
  let nth = 0;
  const pattern = new RegExp(`^([ \\t]*)(.*?)\\s*# ${marker}\\n`, 'gm');
  const adapted = config.replace(pattern, (_line, indent: string, directive: string) => {
    const line = rewrite(directive, nth++);
    return line === null ? '' : `${indent}${line}\n`;
  });
  if (nth === 0) throw new Error(`deploy/nginx/tls.conf has no line marked "# ${marker}"`);
  return adapted;
}

/** `listen <address> …;` with the address replaced, its flags (ssl, http2) kept as shipped. */
function listenOn(directive: string, address: string): string {
  const parts = /^listen\s+[^\s;]+(.*)$/.exec(directive);
  if (!parts) throw new Error(`deploy/nginx/tls.conf: "${directive}" is not a listen directive`);
  return `listen ${address}${parts[1]}`;
}

/** The address (`host:port`) of a server URL, for an upstream's `server` line. */
function upstreamAddress(url: string): string {
  return new URL(url).host;
}

export interface TlsProxyOptions {
  readonly domain: string;
  readonly httpPort: number;
  readonly httpsPort: number;
  readonly certFile: string;
  readonly keyFile: string;
  /** The servers on loopback the three hosts pass requests to. */
  readonly servers: ShopUrls;
}

/**
 * The shipped tls.conf with the staging values: the test domain for the shop's names, listeners on
 * 127.0.0.1 only (the IPv6 ones dropped), the test certificate, the servers of the run, and the
 * https port in the redirect. Everything else is the file as shipped.
 */
export function adaptTlsConfig(config: string, options: TlsProxyOptions): string {
  let adapted = rewriteMarked(config, 'domain', (line) => line.replaceAll(SHIPPED_DOMAIN, options.domain));
  adapted = rewriteMarked(adapted, 'http address', (line, nth) =>
    nth === 0 ? listenOn(line, `127.0.0.1:${options.httpPort}`) : null,
  );
  adapted = rewriteMarked(adapted, 'https address', (line, nth) =>
    nth === 0 ? listenOn(line, `127.0.0.1:${options.httpsPort}`) : null,
  );
  adapted = rewriteMarked(adapted, 'https redirect', (line) => {
    if (!line.includes('https://$host$'))
      throw new Error(`deploy/nginx/tls.conf: unexpected redirect "${line}"`);
    return line.replace('https://$host', `https://$host:${options.httpsPort}`);
  });
  adapted = rewriteMarked(adapted, 'certificate', () => `ssl_certificate ${options.certFile};`);
  adapted = rewriteMarked(adapted, 'certificate key', () => `ssl_certificate_key ${options.keyFile};`);
  adapted = rewriteMarked(
    adapted,
    'storefront server',
    () => `server ${upstreamAddress(options.servers.storefront)};`,
  );
  adapted = rewriteMarked(adapted, 'api server', () => `server ${upstreamAddress(options.servers.api)};`);
  adapted = rewriteMarked(
    adapted,
    'checkout server',
    () => `server ${upstreamAddress(options.servers.checkout)};`,
  );
  const left = adapted
    .split('\n')
    .find((line) => !line.trimStart().startsWith('#') && line.includes(SHIPPED_DOMAIN));
  if (left)
    throw new Error(`deploy/nginx/tls.conf names ${SHIPPED_DOMAIN} on a line not marked "# domain": ${left}`);
  return adapted;
}

export interface RunningTlsProxy {
  /** nginx's error log so far, for a failure's message. */
  errors(): string;
  stop(): Promise<void>;
}

/**
 * Starts nginx in the foreground with the adapted tls.conf, everything of its own in `dir` (pid,
 * logs, temporary files), on 127.0.0.1 only. Needs no privileges: the ports are above 1024, and as
 * root nginx's workers run as `nobody`, which may use the folders made here.
 */
export function startTlsProxy(dir: string, options: TlsProxyOptions): RunningTlsProxy {
  const nginx = nginxPath();
  const main = writeNginxPrefix(dir, {
    workers: 1,
    connections: 512,
    httpLines: [`access_log ${join(dir, 'logs', 'access.log')};`, `include ${join(dir, 'tls.conf')};`],
  });
  writeFileSync(join(dir, 'tls.conf'), adaptTlsConfig(readFileSync(TLS_CONFIG_FILE, 'utf8'), options));
  const errorLog = join(dir, 'logs', 'error.log');
  const args = ['-p', dir, '-c', main];
  const check = spawnSync(nginx, ['-t', '-q', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refuses the adapted tls.conf: ${check.stderr}`);
  const child = spawn(nginx, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Should the test process end without stop() (a crash, a timeout), nginx ends with it.
  const endWithProcess = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  };
  process.once('exit', endWithProcess);
  const errors = () => {
    let log = '';
    try {
      log = readFileSync(errorLog, 'utf8');
    } catch {
      // Not written yet.
    }
    return `${stderr}${log}`.trim();
  };
  return {
    errors,
    async stop() {
      process.removeListener('exit', endWithProcess);
      if (child.exitCode !== null || child.signalCode !== null) return;
      // SIGQUIT: nginx lets its workers finish the requests in flight, then ends.
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}
