/**
 * The shop API as `npm start` runs it (`backend/src/main.ts`), in a child process of its own on
 * 127.0.0.1 with free ports and a fresh temporary DATA_DIR, so a benchmark measures the server and
 * not itself. Its resident memory is read from /proc (or `ps` elsewhere).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Ports other servers on a development machine use; a benchmark never takes them. */
const RESERVED = new Set([3000, 3900, 4000, 4100, 4900, 4901]);

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer()
        .once('error', reject)
        .listen(0, '127.0.0.1', () => {
          const { port: p } = server.address() as { port: number };
          server.close(() => resolve(p));
        });
    });
    if (!RESERVED.has(port)) return port;
  }
}

export interface ApiProcess {
  readonly url: string;
  readonly pid: number;
  /** Whether the process runs pinned to the CPU asked for. */
  readonly pinned: boolean;
  /** Resident set size of the server process, in MiB. */
  rssMiB(): number;
  /** CPU time the server process used so far (user + system), in seconds; NaN where /proc is missing. */
  cpuSeconds(): number;
  /** Moves the server, all its threads, to these CPUs (`taskset` list, e.g. `0-1`); false when not possible. */
  pinTo(cpus: string): boolean;
  /** What the server printed so far. */
  log(): string;
  stop(): Promise<void>;
}

function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
    if (Number.isFinite(kb)) return kb / 1024;
  } catch {
    // Not Linux: ask ps.
  }
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) / 1024;
}

function cpuOf(pid: number): number {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat (after the command in parentheses): utime and stime in ticks.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** Whether `taskset` can pin processes to a CPU here (Linux with util-linux). */
export function canPin(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function pin(pid: number, cpus: string): boolean {
  try {
    execFileSync('taskset', ['-a', '-cp', cpus, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Pins this process, all its threads, to one CPU; false when that is not possible. */
export function pinSelf(cpu: number): boolean {
  return pin(process.pid, String(cpu));
}

/**
 * Starts the API and its checkout host with production settings (argon2id at its production cost) over a fresh
 * DATA_DIR, seeded with `catalogueSize` products, pinned to `cpu` when given and possible; resolves
 * once the API listens.
 */
export async function startApiProcess(
  options: { catalogueSize?: number; env?: Record<string, string>; cpu?: number } = {},
): Promise<ApiProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fanshop-load-'));
  const [apiPort, checkoutPort] = [await freePort(), await freePort()];
  const node = [process.execPath, '--conditions=source', '--import', 'tsx', 'backend/src/main.ts'];
  const pinned = options.cpu !== undefined && canPin();
  const [command, ...args] = pinned ? ['taskset', '-c', String(options.cpu), ...node] : node;
  const child: ChildProcess = spawn(command!, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      API_PORT: String(apiPort),
      CHECKOUT_PORT: String(checkoutPort),
      DATA_DIR: dataDir,
      CATALOGUE_SIZE: String(options.catalogueSize ?? 2000),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the API did not start within 120 s:\n${output}`)),
      120_000,
    );
    const poll = setInterval(() => {
      if (output.includes('Shop API on')) {
        clearInterval(poll);
        clearTimeout(timer);
        resolve();
      }
    }, 50);
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`the API stopped (${code}) before listening:\n${output}`));
    });
  }).catch((err: unknown) => {
    child.kill('SIGKILL');
    cleanUp();
    throw err;
  });
  child.removeAllListeners('exit');

  const pid = child.pid!;
  return {
    url: `http://127.0.0.1:${apiPort}`,
    pinned,
    pid,
    rssMiB: () => rssOf(pid),
    cpuSeconds: () => cpuOf(pid),
    pinTo: (cpus) => pin(pid, cpus),
    log: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) {
          cleanUp();
          resolve();
          return;
        }
        const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(force);
          cleanUp();
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
