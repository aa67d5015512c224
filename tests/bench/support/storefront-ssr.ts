import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort, type ShopUrls } from '../../e2e/support/shop-servers';

/**
 * Server rendering throughput of one page: through the storefront's HTTP server (a process of its
 * own, pinned to CPU 0 when `taskset` exists) with autocannon on the other CPU, and the bare render of
 * the same page in a pinned process of its own, in the same run.
 */
export interface SsrFigures {
  readonly path: string;
  readonly pinned: string;
  readonly http: {
    rps: number;
    p50: number;
    p99: number;
    requests: number;
    errors: number;
    non2xx: number;
    /** CPU time of the storefront process per answered request (ms), from /proc. */
    cpuMsPerRequest: number;
  };
  readonly bare: { rps: number; p50: number; p99: number; requests: number; cpuMsPerRender: number };
}

const root = fileURLToPath(new URL('../../..', import.meta.url));
const hasTaskset = spawnSync('taskset', ['-V']).status === 0;

/** `command` prefixed with `taskset -c cpu` when the machine has taskset. */
function pinned(cpu: number, command: string[]): [string, string[]] {
  return hasTaskset ? ['taskset', ['-c', String(cpu), ...command]] : [command[0]!, command.slice(1)];
}

/** Pins a listening process (found by its port) and its threads to one CPU; answers what it did. */
function pinListener(port: number, cpu: number): string {
  if (!hasTaskset) return 'not pinned (no taskset)';
  const ss = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(ss.stdout ?? '')?.[1];
  if (!pid) return 'not pinned (pid not found)';
  const set = spawnSync('taskset', ['-a', '-p', '-c', String(cpu), pid], { encoding: 'utf8' });
  return set.status === 0 ? `pinned to CPU ${cpu}` : 'not pinned (taskset refused)';
}

/** User + system CPU time of a process so far (ms), from /proc/<pid>/stat; NaN where there is none. */
function cpuMsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat (utime, stime), counted from the state field (3).
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}

function output(child: ChildProcess): Promise<{ code: number | null; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

async function waitForPage(url: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the pinned storefront exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within 30 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}

async function autocannon(url: string, connections: number, seconds: number): Promise<AutocannonJson> {
  const [command, args] = pinned(1, [
    process.execPath,
    `${root}node_modules/autocannon/autocannon.js`,
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-H',
    'accept-encoding=gzip',
    '-H',
    'user-agent=storefront-bench',
    '-j',
    url,
  ]);
  const run = await output(spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] }));
  if (run.code !== 0) throw new Error(`autocannon failed: ${run.stderr.slice(-500)}`);
  return JSON.parse(run.stdout) as AutocannonJson;
}

export async function measureSsr(
  shop: ShopUrls,
  path: string,
  options: { seconds: number; connections: number },
): Promise<SsrFigures> {
  if (!existsSync(`${root}ui/dist/server/render.js`)) throw new Error('the storefront is not built');
  const apiPort = Number(new URL(shop.api).port);
  const apiPinning = pinListener(apiPort, 1);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    API_BASE_URL: shop.api,
    CHECKOUT_URL: shop.checkout,
    SHOP_ORIGIN: origin,
  };
  const node = [process.execPath, '--conditions=source', '--import', 'tsx'];
  const [command, args] = pinned(0, [...node, 'ui/src/server/main.ts']);
  const server = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const serverExit = output(server);
  let http: SsrFigures['http'];
  try {
    await waitForPage(origin + path, server);
    // Warm-up: the JIT and the API's caches see the page before it is measured.
    await autocannon(origin + path, options.connections, 3);
    const cpuBefore = cpuMsOf(server.pid);
    const result = await autocannon(origin + path, options.connections, options.seconds);
    const cpuMs = cpuMsOf(server.pid) - cpuBefore;
    http = {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      errors: result.errors,
      non2xx: result.non2xx,
      cpuMsPerRequest: cpuMs / Math.max(1, result.requests.total),
    };
  } finally {
    server.kill('SIGTERM');
    await serverExit;
  }

  const [loopCommand, loopArgs] = pinned(0, [...node, 'tests/bench/support/storefront-render-loop.ts']);
  const loop = await output(
    spawn(loopCommand, loopArgs, {
      cwd: root,
      env: {
        ...env,
        RENDER_URL: path,
        RENDER_SECONDS: String(options.seconds),
        RENDER_WARMUP_SECONDS: '3',
        RENDER_CONCURRENCY: String(options.connections),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  if (loop.code !== 0) throw new Error(`the bare render loop failed: ${loop.stderr.slice(-800)}`);
  const bare = JSON.parse(loop.stdout.trim().split('\n').at(-1)!) as SsrFigures['bare'];
  return {
    path,
    pinned: hasTaskset
      ? `storefront and bare render pinned to CPU 0 (taskset -c 0); autocannon on CPU 1; API ${apiPinning.replace('pinned to', 'on')}`
      : 'no taskset: nothing pinned',
    http,
    bare,
  };
}
