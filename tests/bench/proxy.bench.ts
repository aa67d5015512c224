/**
 * The storefront behind a real proxy (issue 16, "Every core, then many machines"). Starts the shop
 * (tests/support/shop-servers.ts: the API on a fresh database, one storefront), a second storefront
 * process, and nginx (Debian's package, installed here when missing) with the shipped configuration
 * deploy/nginx/storefront.conf in front of both, all on 127.0.0.1, then prints:
 *   1. what a browser gets through nginx (a guest page it must revalidate, a 304 from the cache for its
 *      tag, its own page once signed in), then guest listing throughput with a warm cache, and the
 *      cache hit ratio;
 *   2. customers' listing throughput through nginx (every request rendered for its customer);
 *   3. guests and customers at the same time: how many customers' pages came from the cache (must be 0),
 *      and a check, page by page, that a premium customer's prices never reach a guest or staff;
 *   4. one storefront with WEB_CONCURRENCY=1 and with WEB_CONCURRENCY=2 (no proxy): listing throughput
 *      side by side and the CPU time per page of all its processes, which must stay within 10 %.
 * autocannon runs in processes of its own, bounded in time; the load average is printed beside the
 * figures (the machine is shared).
 *
 * Run: npm run bench -- proxy. Env: PROXY_SECONDS (default 10), PROXY_CONNECTIONS (64).
 * Exits 1 when a budget is missed.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { demoCustomerCookies } from '../support/demo-sign-in';
import { freePort, startShop, type RunningShop } from '../support/shop-servers';
import { Budgets } from './support/storefront-report';
import { root } from './support/storefront-snapshot';
import {
  FROM_CACHE,
  countOf,
  ensureNginx,
  startNginx,
  total,
  type RunningNginx,
} from './support/proxy-nginx';

const SECONDS = Math.min(30, Math.max(3, Number(process.env.PROXY_SECONDS ?? 10)));
const CONNECTIONS = Math.min(256, Math.max(4, Number(process.env.PROXY_CONNECTIONS ?? 64)));
const LISTING = '/men/';
const NODE = [process.execPath, '--conditions=source', '--import', 'tsx'];

const budgets = new Budgets();
const log = (line: string) => console.log(line);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

interface Cannon {
  rps: number;
  total: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** autocannon in a process of its own (so it does not share this event loop), JSON back. */
async function cannon(
  url: string,
  options: { connections: number; seconds: number; headers?: string[] },
): Promise<Cannon> {
  const args = [
    `${root}node_modules/autocannon/autocannon.js`,
    '-c',
    String(options.connections),
    '-d',
    String(options.seconds),
    '-H',
    'accept-encoding=gzip',
    ...(options.headers ?? []).flatMap((h) => ['-H', h]),
    '-j',
    url,
  ];
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`autocannon failed: ${stderr.slice(-400)}`);
  const json = JSON.parse(stdout) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  return {
    rps: json.requests.total / (json.duration || options.seconds),
    total: json.requests.total,
    p50: json.latency.p50,
    p99: json.latency.p99,
    errors: json.errors + json.timeouts,
    non2xx: json.non2xx,
  };
}

/** A storefront process on `port` in front of the shop's API, with `workers` workers. */
async function startStorefront(
  shop: RunningShop,
  port: number,
  workers: number,
): Promise<{ child: ChildProcess; origin: string; stop: () => Promise<void> }> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(NODE[0]!, [...NODE.slice(1), 'ui/src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      API_BASE_URL: shop.urls.api,
      CHECKOUT_URL: shop.urls.checkout,
      SHOP_ORIGIN: shop.urls.storefront,
      WEB_CONCURRENCY: String(workers),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const until = Date.now() + 60_000;
  while (!output.includes('[storefront] ready')) {
    if (child.exitCode !== null) throw new Error(`the storefront stopped: ${output}`);
    if (Date.now() > until) throw new Error(`the storefront did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 6000))]);
    },
  };
}

/** User + system CPU time (ms) of a process and all its descendants, from /proc. */
function treeCpuMs(pid: number): number {
  const parents = new Map<number, number>();
  const cpu = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      cpu.set(Number(entry), ((Number(fields[11]) + Number(fields[12])) * 1000) / 100);
    } catch {
      // Gone meanwhile.
    }
  }
  let sum = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.pop()!;
    sum += cpu.get(current) ?? 0;
    for (const [child, parent] of parents) if (parent === current) queue.push(child);
  }
  return sum;
}

const PREMIUM_MARK = '"priceType":"premium"';

/** Page by page: premium first, then a guest and a staff customer; none but premium sees premium prices. */
async function premiumNeverLeaks(
  origin: string,
  premium: string,
  staff: string,
  paths: readonly string[],
): Promise<number> {
  let leaks = 0;
  for (const path of paths) {
    const own = await fetch(origin + path, { headers: { cookie: premium } });
    const ownBody = await own.text();
    if (!ownBody.includes(PREMIUM_MARK))
      throw new Error(`${path}: the premium customer's page lacks their prices`);
    if (own.headers.get('x-cache-status') !== 'BYPASS') leaks++;
    for (const cookie of [undefined, staff, undefined]) {
      const res = await fetch(origin + path, { headers: cookie ? { cookie } : {} });
      if ((await res.text()).includes(PREMIUM_MARK)) leaks++;
    }
  }
  return leaks;
}

/**
 * What a browser gets through nginx, as ADR 0016 has it: a guest page it must revalidate (`no-cache`;
 * `CDN-Cache-Control` passed on, nginx's own `X-Accel-Expires` kept back), a 304 from nginx's cache when
 * it asks with the page's tag, and, once signed in, its own page although it still holds the guest tag.
 * Answers what went wrong, one line per problem.
 */
async function browserView(origin: string, premium: string): Promise<string[]> {
  const problems: string[] = [];
  const gzip = { 'accept-encoding': 'gzip' };
  const guest = await fetch(origin + LISTING, { headers: gzip });
  await guest.text();
  const cacheControl = guest.headers.get('cache-control');
  if (cacheControl !== 'no-cache') problems.push(`guest page: Cache-Control ${cacheControl}`);
  if (!guest.headers.get('cdn-cache-control')?.startsWith('public, max-age='))
    problems.push(`guest page: CDN-Cache-Control ${guest.headers.get('cdn-cache-control')}`);
  if (guest.headers.has('x-accel-expires')) problems.push('guest page: X-Accel-Expires reaches the browser');
  const tag = guest.headers.get('etag') ?? '';
  if (!tag) problems.push('guest page: no ETag');
  const again = await fetch(origin + LISTING, { headers: { ...gzip, 'if-none-match': tag } });
  await again.text();
  if (again.status !== 304 || again.headers.get('x-cache-status') !== 'HIT')
    problems.push(
      `revalidation: ${again.status} ${again.headers.get('x-cache-status')}, not 304 from the cache`,
    );
  const signedIn = await fetch(origin + LISTING, {
    headers: { ...gzip, 'if-none-match': tag, cookie: premium },
  });
  if (signedIn.status !== 200 || !(await signedIn.text()).includes(PREMIUM_MARK))
    problems.push(`signed in with the guest tag: ${signedIn.status}, not their own page`);
  return problems;
}

function percent(part: number, whole: number): number {
  return whole === 0 ? Number.NaN : (100 * part) / whole;
}

async function main(): Promise<void> {
  log(
    `proxy bench: ${availableParallelism()} CPUs, load average ${load()}, ${SECONDS} s runs, ${CONNECTIONS} connections`,
  );
  const nginxBinary = ensureNginx(log);
  log(spawnSync(nginxBinary, ['-v'], { encoding: 'utf8' }).stderr.trim());
  if (!existsSync(`${root}ui/dist/server/render.js`)) {
    log('building the storefront (npm run build:ui)…');
    const build = spawnSync('npm', ['run', 'build:ui', '--silent'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) throw new Error('the storefront build failed');
  }

  // The shop's own storefront is the first replica, a second process the other.
  process.env.WEB_CONCURRENCY = '1';
  const shop = await startShop({ catalogueSize: 2000 });
  const stops: (() => Promise<void>)[] = [() => shop.stop()];
  let proxy: RunningNginx | undefined;
  try {
    const second = await startStorefront(shop, await freePort(), 1);
    stops.unshift(second.stop);
    proxy = await startNginx(nginxBinary, {
      listen: await freePort(),
      replicas: [new URL(shop.urls.storefront).host, new URL(second.origin).host],
      workers: Math.max(1, availableParallelism()),
    });
    const nginx = proxy;
    stops.unshift(() => nginx.stop());
    const [premium, staff, vk, pro] = await Promise.all(
      ['premium', 'staff', 'vk', 'pro'].map((role) =>
        demoCustomerCookies(shop.urls.api, `${role}@fanshop.test`),
      ),
    );

    // 1. Guests, warm cache.
    const first = await fetch(proxy.origin + LISTING, { headers: { 'accept-encoding': 'gzip' } });
    await first.text();
    log(
      `first guest request: ${first.headers.get('x-cache-status')}; cache-control: ${first.headers.get('cache-control')}; ` +
        `cdn-cache-control: ${first.headers.get('cdn-cache-control')}`,
    );
    const browserProblems = await browserView(proxy.origin, premium!);
    for (const problem of browserProblems) log(`browser view: ${problem}`);
    budgets.check({
      section: 'proxy',
      label: 'browser view through nginx: wrong answers',
      value: browserProblems.length,
      limit: 0,
      unit: '',
      digits: 0,
    });
    await cannon(proxy.origin + LISTING, { connections: CONNECTIONS, seconds: 2 });
    await proxy.takeLog();
    const guests = await cannon(proxy.origin + LISTING, { connections: CONNECTIONS, seconds: SECONDS });
    const guestLog = (await proxy.takeLog()).guest;
    const hitRatio = percent(countOf(guestLog, FROM_CACHE), total(guestLog));
    log(
      `guests, warm cache: ${guests.rps.toFixed(0)} req/s, p50 ${guests.p50} ms, p99 ${guests.p99} ms, ` +
        `${guests.errors} errors, ${guests.non2xx} non-2xx; cache ${[...guestLog].map(([s, n]) => `${s} ${n}`).join(', ')}; load ${load()}`,
    );
    budgets.check({
      section: 'proxy',
      label: 'guest listing, warm cache (nginx)',
      value: guests.rps,
      limit: 5000,
      unit: 'req/s',
      atLeast: true,
      digits: 0,
    });
    budgets.check({
      section: 'proxy',
      label: 'guest cache hit ratio',
      value: hitRatio,
      limit: 99,
      unit: '%',
      atLeast: true,
      digits: 2,
    });

    // 2. Customers: every page rendered by a storefront.
    const customers = await cannon(proxy.origin + LISTING, {
      connections: 8,
      seconds: SECONDS,
      headers: [`cookie=${premium}`],
    });
    const customerOnly = (await proxy.takeLog()).customer;
    log(
      `customers (premium) through nginx: ${customers.rps.toFixed(0)} req/s, p50 ${customers.p50} ms, p99 ${customers.p99} ms, ` +
        `${customers.errors} errors; cache ${[...customerOnly].map(([s, n]) => `${s} ${n}`).join(', ')}; load ${load()}`,
    );

    // 3. Guests and customers together.
    const together = await Promise.all([
      cannon(proxy.origin + LISTING, { connections: CONNECTIONS / 2, seconds: SECONDS }),
      ...[staff, vk, pro].map((cookie) =>
        cannon(proxy!.origin + LISTING, { connections: 2, seconds: SECONDS, headers: [`cookie=${cookie}`] }),
      ),
    ]);
    const mixed = await proxy.takeLog();
    const customerFromCache = countOf(mixed.customer, FROM_CACHE) + countOf(customerOnly, FROM_CACHE);
    log(
      `together: guests ${together[0]!.rps.toFixed(0)} req/s, customers ${together
        .slice(1)
        .reduce((s, r) => s + r.rps, 0)
        .toFixed(0)} req/s; ` +
        `customers' answers ${[...mixed.customer].map(([s, n]) => `${s} ${n}`).join(', ')}; load ${load()}`,
    );
    const paths = ['/', LISTING, '/men/jerseys/', '/search/?q=jersey', '/de/herren/'];
    const leaks = await premiumNeverLeaks(proxy.origin, premium!, staff!, paths);
    log(`premium pages checked one by one through nginx (${paths.join(' ')}): ${leaks} leaks`);
    budgets.check({
      section: 'proxy',
      label: 'customer pages from the cache',
      value: customerFromCache,
      limit: 0,
      unit: '',
      digits: 0,
    });
    budgets.check({
      section: 'proxy',
      label: 'premium prices seen by guest or staff',
      value: leaks,
      limit: 0,
      unit: '',
      digits: 0,
    });

    await nginx.stop();
    stops.shift();
    await second.stop();
    stops.shift();

    // 4. WEB_CONCURRENCY 1 and 2, straight to a storefront each (no proxy). Both run at once, idle in
    // turn, and are measured alternately in short rounds, so that whatever else the shared machine does
    // falls on both alike; each is warmed up first (JIT, menus, per worker).
    const pair: Awaited<ReturnType<typeof startStorefront>>[] = [];
    for (const workers of [1, 2]) {
      const storefront = await startStorefront(shop, await freePort(), workers);
      pair.push(storefront);
      stops.unshift(storefront.stop);
    }
    const runs = [1, 2].map((workers) => ({
      workers,
      pages: 0,
      seconds: 0,
      cpuMs: 0,
      p99: [] as number[],
      errors: 0,
    }));
    try {
      for (const storefront of pair)
        await cannon(storefront.origin + LISTING, { connections: 16, seconds: 5 });
      const rounds = 4;
      for (let round = 0; round < rounds; round++) {
        for (const [i, storefront] of pair.entries()) {
          const before = treeCpuMs(storefront.child.pid!);
          const run = await cannon(storefront.origin + LISTING, {
            connections: 16,
            seconds: Math.ceil(SECONDS / 2),
          });
          const totals = runs[i]!;
          totals.cpuMs += treeCpuMs(storefront.child.pid!) - before;
          totals.pages += run.total;
          totals.seconds += run.total / Math.max(run.rps, 1e-9);
          totals.p99.push(run.p99);
          totals.errors += run.errors;
        }
      }
    } finally {
      for (const storefront of pair) await storefront.stop();
      stops.splice(0, pair.length);
    }
    const figures = runs.map((r) => ({
      workers: r.workers,
      rps: r.pages / r.seconds,
      cpuMs: r.cpuMs / Math.max(1, r.pages),
    }));
    for (const [i, f] of figures.entries()) {
      log(
        `WEB_CONCURRENCY=${f.workers}: ${f.rps.toFixed(0)} pages/s, ${f.cpuMs.toFixed(2)} ms CPU per page (all its processes), ` +
          `p99 per round ${runs[i]!.p99.join(' / ')} ms, ${runs[i]!.errors} errors; load ${load()}`,
      );
    }
    const [one, two] = figures as [(typeof figures)[0], (typeof figures)[0]];
    log(
      `side by side: 1 worker ${one.rps.toFixed(0)} pages/s, 2 workers ${two.rps.toFixed(0)} pages/s (×${(two.rps / one.rps).toFixed(2)}); the API and autocannon share the same 2 cores`,
    );
    budgets.check({
      section: 'workers',
      label: 'CPU per page, 2 workers vs 1 (difference)',
      value: Math.abs(100 * (two.cpuMs / one.cpuMs - 1)),
      limit: 10,
      unit: '%',
      digits: 1,
    });
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
  }
  console.log(`\n${budgets.summary()}`);
  process.exitCode = budgets.missed.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
