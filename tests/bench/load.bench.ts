/**
 * Load benchmark of the shop API over HTTP (issue 8, "Load"). Starts `backend/src/main.ts` in its own
 * process on 127.0.0.1 with free ports, a fresh temporary DATA_DIR (2,000 seeded products, the demo
 * customers) and production settings, then:
 *   1. measures the maximum rate of the mix (listing, product, search, cart writes side by side, no
 *      rate limit, a few seconds);
 *   2. runs the same mix at half of that rate, fixed and evenly spaced, for 30 seconds: p50/p95/p99
 *      per part and over all, errors and non-2xx answers, the server's resident memory before, during
 *      and after;
 *   3. floods logins (correct passwords, so every one runs the argon2id hash) for a bounded time while
 *      listing at the same fixed rate: logins per second, per core of the API's CPU time, the login
 *      p95, and the listing's latency beside them in the same run, each against its budget.
 *
 * Run: node --conditions=source --import tsx tests/bench/load.bench.ts (or `npm run bench load`).
 * Env: LOAD_SECONDS (default 30), LOAD_MAX_SECONDS (5), LOAD_FLOOD_SECONDS (12), LOAD_PRODUCTS (2000),
 * LOAD_PIN=0 (no CPU pinning).
 * Exits 1 when a budget is missed.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DEMO_PASSWORD } from '../../backend/src/accounts/demo-customers';
import { createRandom } from '../../backend/src/catalogue/seed/prng';
import { pinSelf, startApiProcess } from './support/api-process';
import {
  describe,
  rateOf,
  type LoadRequest,
  runPaced,
  runTogether,
  type Scenario,
  type ScenarioResult,
  stats,
} from './support/load';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const MAX_SECONDS = Number(process.env.LOAD_MAX_SECONDS ?? 5);
const FLOOD_SECONDS = Math.min(15, Math.max(10, Number(process.env.LOAD_FLOOD_SECONDS ?? 12)));
const PRODUCTS = Number(process.env.LOAD_PRODUCTS ?? 2000);

const BUDGETS = {
  /** p99 of every request of the mix at half the maximum rate. */
  mixP99Ms: 50,
  /** The catalogue's listing budget (p95, tests/bench/api-catalogue.bench.ts), held during a login flood. */
  listingP95Ms: 10,
  /** Resident memory may grow this much over the 30 s (caches warming), not more: no leak. */
  rssGrowthMiB: 64,
  /** Logins a core of the API signs in per second during a flood (issue 13: argon2id at OWASP's cost). */
  loginsPerCorePerSecond: 40,
} as const;

/** Tick of the load generator's event-loop monitor, in ms. */
const LAG_RESOLUTION_MS = 10;

const DEMO_EMAILS = ['vk@fanshop.test', 'premium@fanshop.test', 'staff@fanshop.test', 'pro@fanshop.test'];
const WORDS = ['jersey', 'austria', 'shoes', 'jacket', 'ball', 'trikot', 'scarf', 'boots', 'cap', 'hoodie'];

interface Fixtures {
  readonly listingPaths: string[];
  readonly productPaths: string[];
  readonly optionIds: number[];
}

/** Listing and product paths from the sitemap, and options in stock from the products. */
async function fixtures(url: string): Promise<Fixtures> {
  const sitemap = (await (await fetch(`${url}/api/v1/sitemap/`)).json()) as {
    pages: { type: string; alternates: { en: string; de: string } }[];
  };
  const listingPaths = sitemap.pages
    .filter((p) => p.type === 'listing')
    .flatMap((p) => [p.alternates.en, p.alternates.de]);
  const productPaths = sitemap.pages.filter((p) => p.type === 'product').map((p) => p.alternates.en);
  const optionIds: number[] = [];
  for (const path of productPaths.slice(0, 60)) {
    const product = (await (
      await fetch(`${url}/api/v1/product/?path=${encodeURIComponent(path)}`)
    ).json()) as {
      options?: { id: number; stock: number }[];
    };
    for (const option of product.options ?? []) if (option.stock > 0) optionIds.push(option.id);
  }
  if (listingPaths.length === 0 || productPaths.length === 0 || optionIds.length === 0) {
    throw new Error('the seeded shop has no listings, products or options in stock');
  }
  return { listingPaths, productPaths, optionIds };
}

const rng = createRandom(2026);
const language = () => (rng.chance(0.3) ? 'de-AT' : 'en-US');

function listing(f: Fixtures): LoadRequest {
  const page = rng.chance(0.8) ? 1 : rng.int(2, 4);
  return {
    method: 'GET',
    path: `/api/v1/listing/?path=${encodeURIComponent(rng.pick(f.listingPaths))}&page=${page}`,
    headers: { 'accept-language': language() },
  };
}

function product(f: Fixtures): LoadRequest {
  return {
    method: 'GET',
    path: `/api/v1/product/?path=${encodeURIComponent(rng.pick(f.productPaths))}`,
    headers: { 'accept-language': language() },
  };
}

function search(): LoadRequest {
  const word = rng.pick(WORDS);
  return {
    method: 'GET',
    path: `/api/v1/listing/?path=%2Fsearch%2F&q=${encodeURIComponent(word.slice(0, rng.int(3, word.length)))}`,
    headers: { 'accept-language': language() },
  };
}

/** A guest puts one piece into a cart: each write is a new guest, so no line runs out of stock. */
function cartWrite(f: Fixtures): LoadRequest {
  return {
    method: 'POST',
    path: '/api/v1/cart/',
    headers: { 'content-type': 'application/json', uuid: `u${randomUUID()}`, 'x-client': 'storefront-web' },
    body: JSON.stringify({ productOption: rng.pick(f.optionIds), amount: 1 }),
  };
}

function login(): LoadRequest {
  return {
    method: 'POST',
    path: '/api/v1/auth/login/',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: rng.pick(DEMO_EMAILS), password: DEMO_PASSWORD }),
  };
}

function mix(f: Fixtures, connections: number, rate?: number): Scenario[] {
  const each = rate === undefined ? undefined : Math.max(1, Math.round(rate / 4));
  return [
    { name: 'listing', next: () => listing(f), connections, rate: each },
    { name: 'product', next: () => product(f), connections, rate: each },
    { name: 'search', next: search, connections, rate: each },
    { name: 'cart write', next: () => cartWrite(f), connections, rate: each },
  ];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const misses: string[] = [];
  const budget = (label: string, value: string, pass: boolean) => {
    if (!pass) misses.push(label);
    console.log(`BUDGET ${label.padEnd(44)} ${value.padEnd(30)} ${pass ? 'PASS' : 'MISS'}`);
  };

  const started = performance.now();
  // On a machine with two CPUs or more: the API on CPU 0, the load generator on CPU 1, so that
  // neither takes the other's time (other programs on the machine still may).
  const cpus = availableParallelism();
  const pin = cpus >= 2 && process.env.LOAD_PIN !== '0';
  const api = await startApiProcess({ catalogueSize: PRODUCTS, cpu: pin ? 0 : undefined });
  const selfPinned = pin && pinSelf(1);
  try {
    console.log(
      `load benchmark: API pid ${api.pid} at ${api.url}, ${PRODUCTS} products, node ${process.version}`,
    );
    console.log(`started and seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const load = loadavg()[0] ?? 0;
    console.log(
      `load average ${load.toFixed(2)} on ${cpus} CPUs${load > cpus ? ' (busy machine: figures inflated)' : ''}; ` +
        `the load generator runs in this process${selfPinned ? ' (CPU 1)' : ''}, the API in its own${api.pinned ? ' (CPU 0)' : ''}\n`,
    );
    const f = await fixtures(api.url);

    // Warm up the JIT and the caches on requests that are not measured.
    await runTogether(api.url, mix(f, 2, 200), 2);

    // 1. The maximum rate of the mix.
    const max = await runTogether(api.url, mix(f, 4), MAX_SECONDS);
    const maxRate = max.reduce((sum, r) => sum + rateOf(r), 0);
    console.log(`maximum rate (${MAX_SECONDS} s, 4 connections per part, no rate limit)`);
    for (const r of max) console.log(`  ${describe(r.name, [r])}`);
    console.log(`  ${describe('all', max)}`);
    const rate = Math.max(4, Math.floor(maxRate / 2));
    console.log(
      `→ maximum ${maxRate.toFixed(0)} req/s; steady run at half: ${rate} req/s (${Math.round(rate / 4)}/s per part)\n`,
    );

    // 2. Half the maximum, fixed rate, for SECONDS; memory sampled every second.
    await sleep(1000);
    const rssBefore = api.rssMiB();
    const cpuBefore = api.cpuSeconds();
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(api.rssMiB()), 1000);
    // The load generator's own event loop: when it lags, the times it records include the lag.
    const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
    lag.enable();
    const steady = await runPaced(
      api.url,
      mix(f, 8, rate).map((part) => ({ ...part, rate: part.rate ?? 1 })),
      SECONDS,
    );
    clearInterval(sampler);
    lag.disable();
    const cpuUsed = api.cpuSeconds() - cpuBefore;
    await sleep(1000);
    const rssAfter = api.rssMiB();
    console.log(`steady mix at ${rate} req/s for ${SECONDS} s`);
    for (const r of steady) console.log(`  ${describe(r.name, [r])}`);
    console.log(`  ${describe('all', steady)}`);
    printStatuses(steady);
    const late = steady.reduce((sum, r) => sum + r.late, 0);
    console.log(
      `  sent evenly spaced; ${late} of them more than 5 ms after their turn (a busy load generator)`,
    );
    const served = steady.reduce((sum, r) => sum + r.times.length, 0);
    console.log(
      `  server CPU ${cpuUsed.toFixed(1)} s over ${SECONDS} s (${((cpuUsed / SECONDS) * 100).toFixed(0)}% of one core), ` +
        `${((cpuUsed * 1000) / served).toFixed(2)} ms per request (insensitive to other load)`,
    );
    // The histogram holds the time between the monitor's ticks; the lag is what exceeds the resolution.
    const lagMs = (ns: number) => Math.max(0, ns / 1e6 - LAG_RESOLUTION_MS);
    console.log(
      `  load generator's event-loop lag p50 ${lagMs(lag.percentile(50)).toFixed(1)} ms, ` +
        `p99 ${lagMs(lag.percentile(99)).toFixed(1)} ms, max ${lagMs(lag.max).toFixed(1)} ms (its lag adds to the times above)`,
    );
    console.log(
      `  server RSS before ${rssBefore.toFixed(0)} MiB, during min ${Math.min(...samples).toFixed(0)} / max ` +
        `${Math.max(...samples).toFixed(0)} MiB, after ${rssAfter.toFixed(0)} MiB\n`,
    );

    // 3. A login flood while listing at the steady run's listing rate; the listing alone first, for
    // comparison. The API gets every CPU for this part, as on a server of its own: its password work
    // takes at most one core fewer than the machine has (see PasswordHasher), the event loop the rest.
    const everyCpu = api.pinned && api.pinTo(`0-${cpus - 1}`);
    const listingRate = Math.max(1, Math.round(rate / 4));
    const listingOnly = { name: 'listing', next: () => listing(f), connections: 4, rate: listingRate };
    const [alone] = await runPaced(api.url, [listingOnly], 5);
    const flood: Scenario = { name: 'login flood', next: login, connections: 8 };
    const floodCpuBefore = api.cpuSeconds();
    const [[listingDuring], [logins]] = await Promise.all([
      runPaced(api.url, [listingOnly], FLOOD_SECONDS),
      runTogether(api.url, [flood], FLOOD_SECONDS),
    ]);
    const floodCpu = api.cpuSeconds() - floodCpuBefore;
    const rssFlood = api.rssMiB();
    const signedIn = logins!.statuses.get(200) ?? 0;
    const loginRate = signedIn / logins!.seconds;
    // Cores the API kept busy on average (password threads, event loop, listing); the logins per core
    // are the logins per second of one of them, so the figure does not depend on the machine's size.
    const coresBusy = floodCpu / logins!.seconds;
    const loginsPerCore = Number.isFinite(coresBusy) && coresBusy > 0 ? loginRate / coresBusy : NaN;
    const loginStats = stats(logins!.times);
    console.log(
      `login flood for ${FLOOD_SECONDS} s (8 connections, correct passwords: every login hashes)` +
        `${everyCpu ? `; the API on CPUs 0-${cpus - 1}` : ''}`,
    );
    console.log(`  ${describe('login', [logins!])}`);
    printStatuses([logins!]);
    console.log(
      `  ${loginRate.toFixed(1)} logins/s signed in; the API used ${floodCpu.toFixed(1)} s of CPU over ` +
        `${logins!.seconds} s (${coresBusy.toFixed(2)} cores busy) → ${loginsPerCore.toFixed(1)} logins/s per core; ` +
        `login p50 ${loginStats.p50.toFixed(1)} ms, p95 ${loginStats.p95.toFixed(1)} ms ` +
        `(password work runs at most ${Math.max(1, cpus - 1)} at a time, the rest queue)`,
    );
    console.log(`  ${describe('listing alone', [alone!])}   (${listingRate} req/s, 5 s, before)`);
    console.log(`  ${describe('listing in the flood', [listingDuring!])}   (${listingRate} req/s)`);
    console.log(`  server RSS after the flood ${rssFlood.toFixed(0)} MiB\n`);

    const all = stats(steady.flatMap((r) => r.times));
    const failures = steady.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
    const during = stats(listingDuring!.times);
    budget(
      `mix at half the maximum, p99 ≤ ${BUDGETS.mixP99Ms} ms`,
      `p99 ${all.p99.toFixed(2)} ms`,
      all.p99 <= BUDGETS.mixP99Ms,
    );
    budget('mix at half the maximum, no errors or non-2xx', `${failures} failed of ${all.n}`, failures === 0);
    budget(
      `memory steady, RSS growth ≤ ${BUDGETS.rssGrowthMiB} MiB`,
      `${(rssAfter - rssBefore).toFixed(1)} MiB`,
      rssAfter - rssBefore <= BUDGETS.rssGrowthMiB,
    );
    budget(
      `listing in a login flood, p95 ≤ ${BUDGETS.listingP95Ms} ms`,
      `p95 ${during.p95.toFixed(2)} ms, p99 ${during.p99.toFixed(2)} ms`,
      during.p95 <= BUDGETS.listingP95Ms,
    );
    budget(
      `logins in a flood, ≥ ${BUDGETS.loginsPerCorePerSecond}/s per core`,
      `${loginsPerCore.toFixed(1)}/s per core (${loginRate.toFixed(1)}/s), p95 ${loginStats.p95.toFixed(0)} ms`,
      loginsPerCore >= BUDGETS.loginsPerCorePerSecond,
    );
    budget(
      'logins in a flood, all signed in',
      `${logins!.times.length - signedIn + logins!.errors} not signed in of ${logins!.times.length}`,
      signedIn === logins!.times.length && logins!.errors === 0,
    );
    budget(
      'listing in a login flood, no errors or non-2xx',
      `${listingDuring!.errors + listingDuring!.non2xx} failed`,
      listingDuring!.errors + listingDuring!.non2xx === 0,
    );
  } finally {
    await api.stop();
  }
  process.exitCode = misses.length > 0 ? 1 : 0;
}

function printStatuses(results: readonly ScenarioResult[]): void {
  const counts = new Map<number, number>();
  for (const r of results)
    for (const [status, n] of r.statuses) counts.set(status, (counts.get(status) ?? 0) + n);
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  console.log(
    `  statuses ${[...counts].map(([s, n]) => `${s}×${n}`).join(', ')}; connection errors and timeouts ${errors}`,
  );
}

await main();
