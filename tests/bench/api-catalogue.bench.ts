/**
 * Catalogue benchmark: seeds 100,000 products into a temporary database, then measures the server
 * time of the catalogue handlers (in-process `app.request()`, routing and JSON included, no
 * network) over a fixed number of randomized requests:
 *   - listing with all facet counts,
 *   - search with facets,
 *   - autosuggest,
 * and computes the same listings with plain SQL queries (page, total, every facet group's counts,
 * price range, category counts), checks they agree with the index, and prints the ratio.
 *
 * Run: node --conditions=source --import tsx tests/bench/api-catalogue.bench.ts
 * Env: BENCH_PRODUCTS (default 100000), BENCH_SEED (default 1). Exits 1 when a budget is missed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { PRICE_TYPES, type PriceType } from '@fanshop/core/pricing';
import { createCatalogue } from '../../backend/src/catalogue/catalogue';
import { FV_BASE, FV_NEW, FV_SALE, loadIndex } from '../../backend/src/catalogue/index/catalogue-index';
import {
  buildFacetModel,
  planListing,
  type ListingPlan,
  type ListingQuery,
} from '../../backend/src/catalogue/listing/listing';
import { createRandom } from '../../backend/src/catalogue/seed/prng';
import { seedCatalogue } from '../../backend/src/catalogue/seed/seed';
import { catalogueApp } from '../../backend/src/catalogue/testing/catalogue-fixture';
import { migrate, openDatabase, type Database } from '../../backend/src/db/database';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SEED = Number(process.env.BENCH_SEED ?? 1);
const LISTING_REQUESTS = 500;
const SEARCH_REQUESTS = 500;
const SUGGEST_REQUESTS = 2_000;
const SQL_REQUESTS = 60;
const WARMUP = 100;

const BUDGETS = { listing: 10, search: 20, autosuggest: 2 } as const;

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Stats {
  readonly n: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

function stats(samples: readonly number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}

const ms = (v: number): string => `${v.toFixed(2).padStart(8)} ms`;
const line = (label: string, s: Stats): string =>
  `${label.padEnd(34)} n=${String(s.n).padEnd(5)} p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)}`;

// ---------------------------------------------------------------------------------------------
// Requests, drawn with a seeded generator so every run measures the same ones.

const rng = createRandom(SEED * 7919 + 17);
const PATHS = [
  '/',
  '/women/',
  '/men/',
  '/kids/',
  '/clothing/',
  '/jerseys/',
  '/men/jerseys/',
  '/women/shoes/',
  '/kids/jerseys/',
  '/running-shoes/',
  '/fan-articles/',
  '/herren/jacken/',
  '/brand/kickform/',
  '/brand/alpenwerk/',
  '/men/brand/rotweiss-sport/',
  '/sport/football/',
  '/sport/football/goalkeeping/',
  '/sport/running/',
  '/sport/ski/alpine/',
  '/outlet/',
  '/outlet/jackets/',
];
const WORDS = [
  'jersey',
  'austria home',
  'running shoes',
  'ski jacket',
  'kickform',
  'trikot herren',
  'red',
  'ball',
  'jacke',
  'boots',
  'scarf',
  'österreich',
  'goalkeeper gloves',
  'hoodie kids',
  'bike',
  'backpack',
  'pro',
  'storm',
  'wanderschuhe',
  'cap',
  't-shirt',
  'ALPEN',
  'fan',
];
const SORTS: [string, string][] = [
  ['sales_rank', 'desc'],
  ['price', 'desc'],
  ['price', 'asc'],
  ['added_at', 'desc'],
];

function randomFilters(): string {
  const ids: number[] = [];
  const picks = rng.int(0, 4);
  for (let i = 0; i < picks; i++) {
    switch (rng.int(0, 6)) {
      case 0:
        ids.push(rng.int(1, 3));
        break;
      case 1:
        ids.push(FV_BASE.brand + rng.int(1, 35));
        break;
      case 2:
        ids.push(FV_BASE.colour + rng.int(1, 15));
        break;
      case 3:
        ids.push(FV_BASE.size + rng.int(1, 40));
        break;
      case 4:
        ids.push(FV_BASE.sport + rng.pick([1, 2, 3, 4, 5, 6, 11, 12, 13, 21, 31, 41, 51]));
        break;
      default:
        ids.push(rng.pick([FV_SALE, FV_NEW]));
    }
  }
  return [...new Set(ids)].sort((a, b) => a - b).join(',');
}

function randomQuery(search: boolean): { query: ListingQuery; priceType: PriceType } {
  const [sortField, sortType] = rng.pick(SORTS);
  const priced = rng.chance(0.3);
  return {
    query: {
      path: search ? '/search/' : rng.pick(PATHS),
      q: search ? rng.pick(WORDS).slice(0, rng.int(3, 20)) : undefined,
      filters: randomFilters(),
      priceMin: priced ? String(rng.int(0, 60)) : undefined,
      priceMax: priced ? String(rng.int(80, 400)) : undefined,
      sortField,
      sortType,
      page: String(rng.chance(0.8) ? 1 : rng.int(2, 6)),
    },
    priceType: rng.pick(PRICE_TYPES),
  };
}

function toUrl(query: ListingQuery): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, v);
  return `/api/v1/listing/?${params.toString()}`;
}

// ---------------------------------------------------------------------------------------------
// The same listing with plain SQL: one query per facet group (disjunctive), page, total,
// price range and category counts.

interface SqlListing {
  readonly total: number;
  readonly ids: number[];
  readonly counts: Map<number, number>;
  readonly priceRange: { min: number; max: number } | null;
}

function sqlListing(
  db: Database,
  plan: ListingPlan,
  priceType: PriceType,
  newSince: string,
  categoryTree: Map<number, number[]>,
): SqlListing {
  const { ctx } = plan;
  const page: string[] = [];
  if (ctx.category !== null)
    page.push(`p.category_id IN (${(categoryTree.get(ctx.category) ?? [ctx.category]).join(',')})`);
  if (ctx.outlet) page.push('p.is_outlet = 1');
  const groupSql = new Map<string, string>();
  for (const [group, selected] of plan.selection) {
    const ids = [...selected];
    if (ids.length === 0) continue;
    const local = (base: number) => ids.map((fv) => fv - base);
    switch (group) {
      case 'GENERAL_Gender':
        groupSql.set(group, `p.gender_id IN (0, ${ids.join(',')})`);
        break;
      case 'GENERAL_Brand':
        groupSql.set(group, `p.brand_id IN (${local(FV_BASE.brand).join(',')})`);
        break;
      case 'GENERAL_Color':
        groupSql.set(group, `p.colour_id IN (${local(FV_BASE.colour).join(',')})`);
        break;
      case 'GENERAL_Size':
        groupSql.set(
          group,
          `EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id AND o.stock > 0 AND o.size_id IN (${local(FV_BASE.size).join(',')}))`,
        );
        break;
      case 'sports': {
        // A sport with selected sub-sports stands for those sub-sports only.
        const sports = local(FV_BASE.sport);
        const parents = db
          .prepare(`SELECT id, parent_id FROM sports WHERE id IN (${sports.join(',')})`)
          .all() as { id: number; parent_id: number | null }[];
        const effective = parents
          .filter((s) => s.parent_id !== null || !parents.some((c) => c.parent_id === s.id))
          .map((s) => s.id);
        groupSql.set(
          group,
          `(p.sport_id IN (${effective.join(',')}) OR p.sub_sport_id IN (${effective.join(',')}))`,
        );
        break;
      }
      case 'addition': {
        const parts: string[] = [];
        if (selected.has(FV_SALE)) parts.push('pr.vk < pr.rrp');
        if (selected.has(FV_NEW)) parts.push(`p.added_at >= '${newSince}'`);
        groupSql.set(group, `(${parts.join(' OR ')})`);
        break;
      }
    }
  }
  // The plan's bounds are cents already, as the price columns are.
  const price: string[] = [];
  if (plan.priceMin !== null) price.push(`pr.${priceType} >= ${plan.priceMin}`);
  if (plan.priceMax !== null) price.push(`pr.${priceType} <= ${plan.priceMax}`);
  const from = 'FROM products p JOIN product_prices pr ON pr.product_id = p.id';
  const where = (parts: string[]) => (parts.length === 0 ? '' : `WHERE ${parts.join(' AND ')}`);
  const all = [...page, ...groupSql.values(), ...price];
  const except = (group: string) => [
    ...page,
    ...[...groupSql].filter(([g]) => g !== group).map(([, s]) => s),
    ...price,
  ];

  const total =
    (db
      .prepare(`SELECT count(*) ${from} ${where(all)}`)
      .pluck()
      .get() as number) ?? 0;
  const order =
    plan.sort.field === 'price'
      ? `pr.${priceType} ${plan.sort.type === 'asc' ? 'ASC' : 'DESC'}, p.id`
      : plan.sort.field === 'added_at'
        ? 'p.added_at DESC, p.id'
        : 'p.sales_rank DESC, p.id';
  const ids = db
    .prepare(`SELECT p.id ${from} ${where(all)} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .pluck()
    .all(plan.perPage, (plan.page - 1) * plan.perPage) as number[];

  const counts = new Map<number, number>();
  const put = (rows: [number, number][], base: number) => {
    for (const [id, n] of rows) counts.set(base + id, n);
  };
  put(
    db
      .prepare(`SELECT p.brand_id, count(*) ${from} ${where(except('GENERAL_Brand'))} GROUP BY p.brand_id`)
      .raw()
      .all() as [number, number][],
    FV_BASE.brand,
  );
  put(
    db
      .prepare(`SELECT p.colour_id, count(*) ${from} ${where(except('GENERAL_Color'))} GROUP BY p.colour_id`)
      .raw()
      .all() as [number, number][],
    FV_BASE.colour,
  );
  put(
    db
      .prepare(
        `SELECT g.id, count(*) ${from} JOIN catalogue_genders g ON p.gender_id IN (0, g.id) ${where(except('GENERAL_Gender'))} GROUP BY g.id`,
      )
      .raw()
      .all() as [number, number][],
    0,
  );
  put(
    db
      .prepare(
        `SELECT o.size_id, count(*) ${from} JOIN product_options o ON o.product_id = p.id AND o.stock > 0 ${where(except('GENERAL_Size'))} GROUP BY o.size_id`,
      )
      .raw()
      .all() as [number, number][],
    FV_BASE.size,
  );
  put(
    db
      .prepare(`SELECT p.sport_id, count(*) ${from} ${where(except('sports'))} GROUP BY p.sport_id`)
      .raw()
      .all() as [number, number][],
    FV_BASE.sport,
  );
  put(
    db
      .prepare(`SELECT p.sub_sport_id, count(*) ${from} ${where(except('sports'))} GROUP BY p.sub_sport_id`)
      .raw()
      .all() as [number, number][],
    FV_BASE.sport,
  );
  const addition = db
    .prepare(
      `SELECT coalesce(sum(pr.vk < pr.rrp), 0), coalesce(sum(p.added_at >= ?), 0) ${from} ${where(except('addition'))}`,
    )
    .raw()
    .get(newSince) as [number, number];
  counts.set(FV_SALE, addition[0]);
  counts.set(FV_NEW, addition[1]);
  // Price range (every restriction but the price) and the category tree (without the page's category).
  const range = db
    .prepare(
      `SELECT min(pr.${priceType}), max(pr.${priceType}) ${from} ${where([...page, ...groupSql.values()])}`,
    )
    .raw()
    .get() as [number | null, number | null];
  db.prepare(
    `SELECT p.category_id, count(*) ${from} ${where([...(ctx.outlet ? ['p.is_outlet = 1'] : []), ...groupSql.values(), ...price])} GROUP BY p.category_id`,
  )
    .raw()
    .all();
  return {
    total,
    ids,
    counts,
    priceRange:
      range[0] === null || range[1] === null
        ? null
        : { min: Math.floor(range[0] / 100), max: Math.ceil(range[1] / 100) },
  };
}

/** A full collection, when V8 lets us have one (the gc function is exposed on demand). */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  gc?.();
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'fanshop-bench-'));
  let failed = false;
  try {
    const db = openDatabase(join(dir, 'bench.sqlite'));
    migrate(db);
    let t = performance.now();
    seedCatalogue(db, { products: PRODUCTS, seed: SEED });
    const seedMs = performance.now() - t;
    t = performance.now();
    const catalogue = createCatalogue(db);
    const buildMs = performance.now() - t;
    const app = catalogueApp(catalogue);
    const newest = db.prepare('SELECT max(added_at) FROM products').pluck().get() as string;
    const newSince = new Date(Date.parse(newest) - 30 * 86_400_000).toISOString();

    console.log(
      `catalogue benchmark: ${PRODUCTS.toLocaleString('en-US')} products (seed ${SEED}), node ${process.version}`,
    );
    console.log(`seeded in ${(seedMs / 1000).toFixed(1)} s, index built in ${(buildMs / 1000).toFixed(2)} s`);
    // Wall-clock figures depend on what else the machine runs; say so beside them.
    const load = loadavg()[0] ?? 0;
    const cpus = availableParallelism();
    console.log(
      `load average ${load.toFixed(2)} on ${cpus} CPUs${load > cpus ? ' (busy machine: figures inflated)' : ''}\n`,
    );

    const listings = Array.from({ length: LISTING_REQUESTS }, () => randomQuery(false));
    const searches = Array.from({ length: SEARCH_REQUESTS }, () => randomQuery(true));
    const prefixes = Array.from({ length: SUGGEST_REQUESTS }, () => {
      const word = rng.pick(WORDS);
      return rng.chance(0.05) ? '' : word.slice(0, rng.int(1, word.length));
    });

    // CPU time of the process per request, beside the wall-clock time: on a machine busy with other
    // work the wall clock grows with the waiting, the CPU time hardly does.
    const cpuTimes = new Map<number[], number[]>();
    let cpuTarget: number[] = [];
    const timeRequest = async (url: string, headers: Record<string, string>): Promise<number> => {
      const cpu = process.cpuUsage();
      const started = performance.now();
      const res = await app.request(url, { headers });
      await res.arrayBuffer();
      const elapsed = performance.now() - started;
      const used = process.cpuUsage(cpu);
      cpuTarget.push((used.user + used.system) / 1000);
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      return elapsed;
    };
    const measuring = (times: number[]): number[] => {
      cpuTarget = [];
      cpuTimes.set(times, cpuTarget);
      return times;
    };
    const headersFor = (priceType: PriceType, i: number): Record<string, string> => ({
      ...(priceType === 'vk' ? {} : { 'x-test-role': priceType }),
      'accept-language': i % 3 === 0 ? 'de-AT' : 'en-US',
    });

    // Start measuring from a clean heap, as a server does after start-up, not amid the seeding's garbage.
    collectGarbage();
    // Warm up the JIT on requests that are not measured.
    for (let i = 0; i < WARMUP; i++) {
      const r = randomQuery(i % 2 === 0);
      await timeRequest(toUrl(r.query), headersFor(r.priceType, i));
      await timeRequest(`/autosuggest/list/?q=${encodeURIComponent(rng.pick(WORDS))}`, {});
    }

    const listingTimes = measuring([]);
    for (const [i, r] of listings.entries())
      listingTimes.push(await timeRequest(toUrl(r.query), headersFor(r.priceType, i)));
    const searchTimes = measuring([]);
    for (const [i, r] of searches.entries())
      searchTimes.push(await timeRequest(toUrl(r.query), headersFor(r.priceType, i)));
    const suggestTimes = measuring([]);
    for (const [i, q] of prefixes.entries()) {
      suggestTimes.push(
        await timeRequest(`/autosuggest/list/?q=${encodeURIComponent(q)}`, {
          'accept-language': i % 3 === 0 ? 'de' : 'en',
        }),
      );
    }

    // Compute only (no routing or JSON), for reference.
    const computeTimes: number[] = [];
    for (const r of listings) {
      const started = performance.now();
      catalogue.listing(r.query, 'en', r.priceType);
      computeTimes.push(performance.now() - started);
    }

    // Plain SQL on the first requests of the same list; check it agrees with the index. The SQL side
    // plans each request on an index of its own (same data), then queries SQLite.
    const index = loadIndex(db);
    const model = buildFacetModel(index);
    const categoryTree = new Map<number, number[]>();
    for (const c of index.categoryList) categoryTree.set(c.id, [c.id, ...c.children]);
    const sqlTimes: number[] = [];
    const indexTimes: number[] = [];
    let mismatches = 0;
    for (const r of listings.slice(0, SQL_REQUESTS)) {
      const plan = planListing(index, model, r.query)!;
      let started = performance.now();
      const sql = sqlListing(db, plan, r.priceType, newSince, categoryTree);
      sqlTimes.push(performance.now() - started);
      started = performance.now();
      const mine = catalogue.listing(r.query, 'en', r.priceType)!;
      indexTimes.push(performance.now() - started);
      const counts = new Map(
        mine.filters
          .flatMap((f) => f.data.flatMap((v) => [v, ...(v.pivot ?? [])]))
          .map((v) => [v.fv_id, v.count]),
      );
      const countsAgree = [...counts].every(([fv, n]) => fv > 9000 || (sql.counts.get(fv) ?? 0) === n);
      const rangeAgrees =
        sql.priceRange === null ||
        (sql.priceRange.min === mine.price.range.role.min &&
          sql.priceRange.max === mine.price.range.role.max);
      if (
        sql.total !== mine.pagination.total ||
        sql.ids.join() !== mine.products.map((p) => p.id).join() ||
        !countsAgree ||
        !rangeAgrees
      ) {
        mismatches++;
      }
    }

    const listing = stats(listingTimes);
    const search = stats(searchTimes);
    const suggest = stats(suggestTimes);
    const sql = stats(sqlTimes);
    const sameIndex = stats(indexTimes);
    console.log(
      'server time per request (in-process handler: routing, compute, JSON; heap collected once after seeding)',
    );
    console.log(line('listing, all facet counts', listing));
    console.log(line('search with facets', search));
    console.log(line('autosuggest', suggest));
    console.log(line('listing compute only (no JSON)', stats(computeTimes)));
    console.log('CPU time per request (process.cpuUsage, insensitive to other load)');
    console.log(line('listing, all facet counts', stats(cpuTimes.get(listingTimes) ?? [])));
    console.log(line('search with facets', stats(cpuTimes.get(searchTimes) ?? [])));
    console.log(line('autosuggest', stats(cpuTimes.get(suggestTimes) ?? [])));
    console.log('');
    console.log(`same listing by plain SQL queries (first ${SQL_REQUESTS} listing requests, compute only)`);
    console.log(line('plain SQL (SQLite, one query/group)', sql));
    console.log(line('in-memory index, same requests', sameIndex));
    console.log(
      `ratio SQL / index: p50 ${(sql.p50 / sameIndex.p50).toFixed(1)}×, p95 ${(sql.p95 / sameIndex.p95).toFixed(1)}×` +
        `; answers agree on ${SQL_REQUESTS - mismatches}/${SQL_REQUESTS} requests (total, page ids, every facet count, price range)`,
    );
    console.log('');
    const budget = (label: string, value: number, limit: number) => {
      const pass = value <= limit;
      if (!pass) failed = true;
      console.log(
        `BUDGET ${label.padEnd(28)} p95 ${value.toFixed(2).padStart(6)} ms ≤ ${String(limit).padStart(2)} ms  ${pass ? 'PASS' : 'MISS'}`,
      );
    };
    budget('listing with all facets', listing.p95, BUDGETS.listing);
    budget('search with facets', search.p95, BUDGETS.search);
    budget('autosuggest', suggest.p95, BUDGETS.autosuggest);
    if (mismatches > 0) {
      failed = true;
      console.log(`MISMATCH: ${mismatches} listings differ between SQL and index`);
    }
    db.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
