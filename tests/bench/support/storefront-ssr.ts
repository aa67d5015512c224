import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort, type ShopUrls } from '../../support/shop-servers';
import {
  NODE,
  hasTaskset,
  listenerPid,
  pinned,
  root,
  serveCopy,
  type BuildCopy,
} from './storefront-snapshot';
import { WARM_MAX_SECONDS, WARM_WINDOW_SECONDS, warmUntilSteady, type WarmUp } from './warm-up';

/**
 * Server rendering throughput of one page: through the storefront's HTTP server (a process of its
 * own over the copy, pinned to CPU 0 when `taskset` exists) with autocannon on the other CPU, then
 * in a pinned process of its own the app's render of the same page without HTTP and, as the floor,
 * `renderToString` of that page's markup as plain elements, in the same run.
 */
export interface HttpFigures {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly requests: number;
  readonly errors: number;
  readonly non2xx: number;
  /** CPU time of the storefront process per answered request (ms), from /proc. */
  readonly cpuMsPerRequest: number;
}

/**
 * A guest's cookie that changes nothing on the page but keeps it out of the guest page memory (ADR 0030):
 * every such request is rendered, as for a returning guest.
 */
export const RENDERED_EACH_TIME_COOKIE = 'bench=rendered-each-time';

/** What Chrome and Firefox send over https (Safari: without zstd): the page goes out in brotli. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** A client without brotli (curl, many bots, a browser over plain http): the page goes out gzipped. */
export const GZIP_ONLY = 'gzip';

export interface SsrFigures {
  readonly path: string;
  readonly pinned: string;
  /** The HTTP server's warm-up before the page rendered each time was measured. */
  readonly warmUp: WarmUp;
  /** A guest with a cookie: the page rendered for every request (a browser's Accept-Encoding). */
  readonly http: HttpFigures;
  /** The same, from a client that accepts gzip alone. */
  readonly gzipOnly: HttpFigures;
  /** A guest without cookies (a first visit, a crawler): the page from the guest page memory. */
  readonly memory: HttpFigures;
  /** The same page at half of the measured maximum, a fixed rate (where the p99 budget applies). */
  readonly halfRate: { rate: number; rps: number; p50: number; p99: number; errors: number; non2xx: number };
  readonly bare: RenderLoopFigures & {
    /** The floor: `renderToString` of the same page's markup as plain elements, in the same process. */
    readonly markup: RenderLoopFigures & { readonly appHtmlBytes: number };
  };
}

export interface RenderLoopFigures {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly requests: number;
  readonly cpuMsPerRender: number;
  readonly htmlBytes: number;
  /** Bytes allocated per render (V8's sampling heap profiler, freed objects included). */
  readonly allocatedBytesPerRender: number;
  /** The loop's warm-up before it was measured. */
  readonly warmUp: WarmUp;
}

/** Pins a listening process (found by its port) and its threads to one CPU; answers what it did. */
function pinListener(port: number, cpu: number): string {
  if (!hasTaskset) return 'not pinned (no taskset)';
  const pid = listenerPid(port);
  if (pid === undefined) return 'not pinned (pid not found)';
  const set = spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { encoding: 'utf8' });
  return set.status === 0 ? `pinned to CPU ${cpu}` : 'not pinned (taskset refused)';
}

/** User + system CPU time of a process so far (ms), from /proc/<pid>/stat; NaN where there is none. */
function cpuMsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat (utime, stime), counted from the state field (3).
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100; // USER_HZ, 100 on Linux
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

interface AutocannonJson {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
}

async function autocannon(
  url: string,
  connections: number,
  seconds: number,
  overallRate?: number,
  cookie?: string,
  acceptEncoding = BROWSER_ACCEPT_ENCODING,
): Promise<AutocannonJson> {
  const [command, args] = pinned(1, [
    process.execPath,
    `${root}node_modules/autocannon/autocannon.js`,
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-H',
    `accept-encoding=${acceptEncoding}`,
    '-H',
    'user-agent=storefront-bench',
    ...(cookie === undefined ? [] : ['-H', `cookie=${cookie}`]),
    ...(overallRate === undefined ? [] : ['--overallRate', String(Math.max(1, Math.round(overallRate)))]),
    '-j',
    url,
  ]);
  const run = await output(spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] }));
  if (run.code !== 0) throw new Error(`autocannon failed: ${run.stderr.slice(-500)}`);
  return JSON.parse(run.stdout) as AutocannonJson;
}

export async function measureSsr(
  copy: BuildCopy,
  shop: ShopUrls,
  path: string,
  options: { seconds: number; connections: number },
): Promise<SsrFigures> {
  const apiPinning = pinListener(Number(new URL(shop.api).port), 1);
  const server = await serveCopy(copy, shop, await freePort(), { cpu: 0 });
  const url = server.origin + path;
  let http: HttpFigures;
  let gzipOnly: HttpFigures;
  let memory: HttpFigures;
  let halfRate: SsrFigures['halfRate'];
  let warmUp: WarmUp;
  const run = async (cookie?: string, acceptEncoding?: string): Promise<HttpFigures> => {
    const cpuBefore = cpuMsOf(server.process.pid);
    const result = await autocannon(
      url,
      options.connections,
      options.seconds,
      undefined,
      cookie,
      acceptEncoding,
    );
    const cpuMs = cpuMsOf(server.process.pid) - cpuBefore;
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      requests: result.requests.total,
      errors: result.errors,
      non2xx: result.non2xx,
      cpuMsPerRequest: cpuMs / Math.max(1, result.requests.total),
    };
  };
  try {
    // Warm-up until the page's cost is steady: the JIT, the heap and the API's caches see the page first.
    warmUp = await warmUntilSteady(async () => {
      const cpuBefore = cpuMsOf(server.process.pid);
      const window = await autocannon(
        url,
        options.connections,
        WARM_WINDOW_SECONDS,
        undefined,
        RENDERED_EACH_TIME_COOKIE,
      );
      return (cpuMsOf(server.process.pid) - cpuBefore) / Math.max(1, window.requests.total);
    });
    http = await run(RENDERED_EACH_TIME_COOKIE);
    const rate = http.rps / 2;
    const half = await autocannon(url, options.connections, options.seconds, rate, RENDERED_EACH_TIME_COOKIE);
    halfRate = {
      rate,
      rps: half.requests.average,
      p50: half.latency.p50,
      p99: half.latency.p99,
      errors: half.errors,
      non2xx: half.non2xx,
    };
    gzipOnly = await run(RENDERED_EACH_TIME_COOKIE, GZIP_ONLY);
    memory = await run();
  } finally {
    await server.stop();
  }

  const [command, args] = pinned(0, [...NODE, 'tests/bench/support/storefront-render-loop.ts']);
  const loop = await output(
    spawn(command, args, {
      cwd: root,
      env: {
        ...process.env,
        // As the storefront server renders: React's production build.
        NODE_ENV: 'production',
        UI_DIR: copy.dir,
        API_BASE_URL: shop.api,
        CHECKOUT_URL: shop.checkout,
        SHOP_ORIGIN: server.origin,
        RENDER_URL: path,
        RENDER_SECONDS: String(options.seconds),
        RENDER_WARMUP_SECONDS: String(WARM_MAX_SECONDS),
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
    warmUp,
    http,
    gzipOnly,
    memory,
    halfRate,
    bare,
  };
}
