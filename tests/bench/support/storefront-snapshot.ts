import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ShopUrls } from '../../support/shop-servers';

/**
 * The storefront the benchmark measures: a copy of `ui/` (its sources and its build) taken at the start
 * and served by the copied `ui/src/server/main.ts`, so that work going on in the tree (a rebuild of
 * `ui/dist`, an edit of the server) cannot change or break what is measured mid-run. The copy lives
 * under `node_modules/.cache`, where packages resolve from the repository's `node_modules` as in place.
 */
export interface BuildCopy {
  /** The copy of `ui/`: `src/`, `dist/`, `package.json`, `tsconfig.json`. */
  readonly dir: string;
  readonly builtAt: Date;
  readonly entry: string;
  remove(): void;
}

export const root = fileURLToPath(new URL('../../..', import.meta.url));
export const hasTaskset = spawnSync('taskset', ['-V']).status === 0;

export function copyBuild(): BuildCopy {
  const builtAt = statSync(`${root}ui/dist/client/index.html`).mtime;
  const base = `${root}node_modules/.cache/storefront-bench/run-${process.pid}`;
  const dir = `${base}/ui`;
  mkdirSync(dir, { recursive: true });
  for (const part of ['src', 'dist', 'package.json', 'tsconfig.json'])
    cpSync(`${root}ui/${part}`, `${dir}/${part}`, { recursive: true });
  // The copied tsconfig extends the repository's base config, one folder up.
  cpSync(`${root}tsconfig.base.json`, `${base}/tsconfig.base.json`);
  const entry =
    /src="(\/assets\/[^"]+\.js)"/.exec(readFileSync(`${dir}/dist/client/index.html`, 'utf8'))?.[1] ?? '?';
  return { dir, builtAt, entry, remove: () => rmSync(base, { recursive: true, force: true }) };
}

/** `command` prefixed with `taskset -c cpu` when the machine has taskset and a CPU is asked for. */
export function pinned(cpu: number | undefined, command: string[]): [string, string[]] {
  return hasTaskset && cpu !== undefined
    ? ['taskset', ['-c', String(cpu), ...command]]
    : [command[0]!, command.slice(1)];
}

/** The process listening on a 127.0.0.1 port, if `ss` can tell. */
export function listenerPid(port: number): number | undefined {
  const ss = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(ss.stdout ?? '')?.[1];
  return pid ? Number(pid) : undefined;
}

export const NODE = [process.execPath, '--conditions=source', '--import', 'tsx'];

export interface CopyServer {
  readonly origin: string;
  readonly process: ChildProcess;
  stop(): Promise<void>;
}

async function waitForHome(origin: string, child: ChildProcess, log: () => string): Promise<void> {
  const until = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the storefront exited with ${child.exitCode}\n${log()}`);
    try {
      if ((await fetch(`${origin}/`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${origin}/ did not answer within 60 s\n${log()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Starts the copied production storefront on `port`, optionally pinned to one CPU. */
export async function serveCopy(
  copy: BuildCopy,
  shop: ShopUrls,
  port: number,
  options: { cpu?: number } = {},
): Promise<CopyServer> {
  const origin = `http://127.0.0.1:${port}`;
  const [command, args] = pinned(options.cpu, [...NODE, `${copy.dir}/src/server/main.ts`]);
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      API_BASE_URL: shop.api,
      CHECKOUT_URL: shop.checkout,
      SHOP_ORIGIN: origin,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await waitForHome(origin, child, () => log);
  return {
    origin,
    process: child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Puts the build copy in place of the storefront `startShop()` started: same port, so that the API's
 * CORS origin and every URL stay as they are. The replaced process is one this run started.
 */
export async function replaceStorefront(copy: BuildCopy, shop: ShopUrls): Promise<CopyServer> {
  const port = Number(new URL(shop.storefront).port);
  const pid = listenerPid(port);
  if (pid === undefined) throw new Error(`no process found listening on ${port}`);
  process.kill(pid, 'SIGTERM');
  const until = Date.now() + 10_000;
  while (listenerPid(port) !== undefined) {
    if (Date.now() > until) throw new Error(`the storefront on ${port} did not stop`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return serveCopy(copy, shop, port);
}
