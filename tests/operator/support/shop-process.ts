import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Whether a port on 127.0.0.1 can be listened on (nobody holds it). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Whether a process still runs (a zombie, dead but not yet reaped, counts as gone). */
export function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Every process below `pid` (children, grandchildren…), from /proc. */
export function descendants(pid: number): number[] {
  const parentOf = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(ppid, [...(parentOf.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const found: number[] = [];
  const visit = (p: number) => {
    for (const child of parentOf.get(p) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/** Polls `check` every `everyMs` until it holds; false after `withinMs`. */
export async function eventually(check: () => boolean | Promise<boolean>, withinMs: number, everyMs = 100) {
  const until = Date.now() + withinMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export interface ShopPorts {
  readonly storefront: number;
  readonly api: number;
  readonly checkout: number;
  readonly teaser: number;
}

/** The shop as an operator starts it (`npm start` or `node scripts/start.mjs`), in a process of its own. */
export interface ShopProcess {
  readonly child: ChildProcess;
  readonly ports: ShopPorts;
  readonly exited: Promise<number | null>;
  /** Everything it printed so far, stdout and stderr. */
  log(): string;
  /** Ends whatever is still running of it (after a failed test), without waiting. */
  kill(): void;
}

/** Free ports for the four servers and a fresh data folder. */
export async function shopSetting(): Promise<{ ports: ShopPorts; dataDir: string; cleanUp: () => void }> {
  const [storefront, api, checkout, teaser] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const dataDir = mkdtempSync(join(tmpdir(), 'fanshop-operator-'));
  return {
    ports: { storefront, api, checkout, teaser },
    dataDir,
    cleanUp: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Starts `npm start` (or `node scripts/start.mjs`) on the given ports and data folder, with a small catalogue. */
export function startShop(
  how: 'npm' | 'node',
  ports: ShopPorts,
  dataDir: string,
  env: Record<string, string> = {},
): ShopProcess {
  const [command, args] =
    how === 'npm' ? ['npm', ['start', '--silent']] : [process.execPath, ['scripts/start.mjs']];
  const child = spawn(command, args as string[], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(ports.storefront),
      API_PORT: String(ports.api),
      CHECKOUT_PORT: String(ports.checkout),
      TEASER_PORT: String(ports.teaser),
      DATA_DIR: dataDir,
      CATALOGUE_SIZE: '60',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    ports,
    exited,
    log: () => output,
    kill: () => {
      for (const pid of [...descendants(child.pid!), child.pid!]) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    },
  };
}
