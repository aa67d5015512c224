import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findNginx, writeNginxPrefix } from '../../support/nginx-prefix';
import { root } from './storefront-snapshot';

/** The worked example the bench runs (docs/deploy.md). */
export const CONFIG_FILE = `${root}deploy/nginx/storefront.conf`;

/**
 * Debian's nginx, installed when missing (`apt-get install -y nginx`, after `apt-get update` if the
 * package lists are empty): the bench's own setup, never the test run's. Needs root.
 */
export function ensureNginx(log: (line: string) => void): string {
  const found = findNginx();
  if (found) return found;
  log('nginx is missing: apt-get install -y nginx');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let install = spawnSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit', env });
  if (install.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    install = spawnSync('apt-get', ['install', '-y', 'nginx'], { stdio: 'inherit', env });
  }
  const path = findNginx();
  if (!path) throw new Error('nginx could not be installed (apt-get install -y nginx needs root)');
  return path;
}

/** Replaces the one line of `config` that ends with `# marker`, failing loudly when the file changed. */
function replaceMarked(config: string, marker: string, lines: string[]): string {
  const pattern = new RegExp(`^([ \\t]*).*# ${marker}\\n`, 'm');
  const match = pattern.exec(config);
  if (!match) throw new Error(`deploy/nginx/storefront.conf has no line marked "# ${marker}"`);
  const indent = match[1] ?? '';
  const withoutOthers = config.replace(new RegExp(`^[ \\t]*.*# ${marker}\\n`, 'gm'), '');
  return (
    withoutOthers.slice(0, match.index) +
    lines.map((line) => `${indent}${line}\n`).join('') +
    withoutOthers.slice(match.index)
  );
}

/**
 * The shipped configuration with the bench's values: the replicas, a port on 127.0.0.1, a cache folder
 * of its own. Everything else is the file as shipped.
 */
export function adaptConfig(
  config: string,
  options: { listen: number; replicas: readonly string[]; cacheDir: string },
): string {
  let adapted = replaceMarked(
    config,
    'storefront replica',
    options.replicas.map((r) => `server ${r};`),
  );
  adapted = replaceMarked(adapted, 'public address', [`listen 127.0.0.1:${options.listen};`]);
  const cachePath = /^proxy_cache_path \S+ (.*)# cache folder$/m.exec(adapted);
  if (!cachePath)
    throw new Error('deploy/nginx/storefront.conf has no proxy_cache_path marked "# cache folder"');
  return adapted.replace(cachePath[0], `proxy_cache_path ${options.cacheDir} ${cachePath[1]!.trim()}`);
}

export interface RunningNginx {
  readonly origin: string;
  /** Cache statuses per kind of visitor, from the access log, since the last `takeLog()`. */
  takeLog(): Promise<{ guest: Map<string, number>; customer: Map<string, number> }>;
  stop(): Promise<void>;
}

/**
 * Starts nginx in the foreground with the shipped configuration in front of `replicas`, logging for
 * each answer whether the request came from a customer and what the cache did.
 */
export async function startNginx(
  nginx: string,
  options: { listen: number; replicas: readonly string[]; workers: number },
): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'fanshop-nginx-'));
  const accessLog = join(dir, 'logs', 'access.log');
  writeNginxPrefix(
    dir,
    {
      workers: options.workers,
      connections: 4096,
      httpLines: [
        "log_format fanshop_cache '$fanshop_customer $upstream_cache_status $status';",
        `access_log ${accessLog} fanshop_cache buffer=256k flush=500ms;`,
        `include ${join(dir, 'storefront.conf')};`,
      ],
    },
    ['cache'],
  );
  const site = adaptConfig(readFileSync(CONFIG_FILE, 'utf8'), {
    listen: options.listen,
    replicas: options.replicas,
    cacheDir: join(dir, 'cache'),
  });
  writeFileSync(join(dir, 'storefront.conf'), site);
  const check = spawnSync(nginx, ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf')], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx refuses the configuration: ${check.stderr}`);
  const child: ChildProcess = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${options.listen}`;
  const until = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${stderr}`);
    try {
      await (await fetch(`${origin}/robots.txt`)).text();
      break;
    } catch {
      if (Date.now() > until) throw new Error(`nginx did not answer: ${stderr}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  let offset = 0;
  return {
    origin,
    async takeLog() {
      // The log is written every 500 ms: wait for the last answers' lines.
      await new Promise((r) => setTimeout(r, 1200));
      const text = readFileSync(accessLog, 'utf8');
      const lines = text.slice(offset).split('\n').filter(Boolean);
      offset = text.length;
      const guest = new Map<string, number>();
      const customer = new Map<string, number>();
      for (const line of lines) {
        const [who, status] = line.split(' ');
        const counts = who === '1' ? customer : guest;
        counts.set(status ?? '-', (counts.get(status ?? '-') ?? 0) + 1);
      }
      return { guest, customer };
    },
    async stop() {
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Answers the cache may have served without asking the storefront. */
export const FROM_CACHE = ['HIT', 'STALE', 'UPDATING', 'REVALIDATED'];

export function countOf(counts: Map<string, number>, statuses: readonly string[]): number {
  return statuses.reduce((sum, status) => sum + (counts.get(status) ?? 0), 0);
}

export function total(counts: Map<string, number>): number {
  return [...counts.values()].reduce((a, b) => a + b, 0);
}
