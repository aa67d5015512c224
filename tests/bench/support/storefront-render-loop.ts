/**
 * The bare render of one storefront page, in a process of its own (started pinned to one core by the
 * storefront benchmark): the built server entry's `render()` (route loader through the API, React to
 * a string) and the document around it, in a loop with a fixed number of renders in flight, without
 * the HTTP server, compression or headers; then, as the floor, `renderToString` of the same page's
 * markup as plain elements. Prints one JSON line with the throughputs and latencies. Run it with
 * NODE_ENV=production, as the storefront server runs (React's development build is several times slower).
 *
 * Env: UI_DIR (the storefront's copy, default ui/), RENDER_URL (path with query), API_BASE_URL, CHECKOUT_URL, SHOP_ORIGIN, RENDER_SECONDS,
 * RENDER_WARMUP_SECONDS, RENDER_CONCURRENCY.
 */
import { readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { renderToString } from 'react-dom/server';
import { markupAsElements } from './markup-elements';
import type { AppConfig } from '../../../ui/src/app/app-config';
import { percentile } from './storefront-report';
import { WARM_WINDOW_SECONDS, warmUntilSteady } from './warm-up';

const root = fileURLToPath(new URL('../../..', import.meta.url));
/** The storefront to render: the benchmark's copy of `ui/`, else `ui/` in place. */
const ui = process.env.UI_DIR ?? `${root}ui`;
const url = process.env.RENDER_URL ?? '/men/';
const seconds = Number(process.env.RENDER_SECONDS ?? 10);
/** The longest warm-up: each loop is warmed until its CPU per render is steady (warm-up.ts), this long at most. */
const warmupSeconds = Number(process.env.RENDER_WARMUP_SECONDS ?? 60);
const concurrency = Number(process.env.RENDER_CONCURRENCY ?? 4);
const config: AppConfig = {
  apiBaseUrl: process.env.API_BASE_URL ?? 'http://127.0.0.1:4000',
  checkoutUrl: process.env.CHECKOUT_URL ?? 'http://127.0.0.1:4100',
  shopOrigin: process.env.SHOP_ORIGIN ?? 'http://127.0.0.1:3000',
};

/** The parts of a render result this loop reads; the document module reads the rest. */
interface RenderResult {
  readonly kind: 'page' | 'redirect';
  readonly status: number;
  readonly html: string;
}
interface RenderRequest {
  readonly url: string;
  readonly cookieHeader: string | undefined;
  readonly userAgent: string | undefined;
  readonly secure: boolean;
  readonly config: AppConfig;
}
// Loaded by path, as the server loads them: the built server entry, and the document template filler
// the storefront server uses around it.
const { render } = (await import(pathToFileURL(`${ui}/dist/server/render.js`).href)) as {
  render: (request: RenderRequest) => Promise<RenderResult>;
};
const documentModule = pathToFileURL(`${ui}/src/server/document.ts`).href;
const { renderDocument } = (await import(documentModule)) as {
  renderDocument: (template: string, result: RenderResult, config: AppConfig) => string;
};
const template = readFileSync(`${ui}/dist/client/index.html`, 'utf8');

async function once(): Promise<number> {
  const result = await render({
    url,
    cookieHeader: undefined,
    userAgent: 'storefront-bench',
    secure: false,
    config,
  });
  if (result.kind !== 'page' || result.status !== 200) throw new Error(`${url} rendered ${result.kind}`);
  return renderDocument(template, result, config).length;
}

/** Runs `once` with `concurrency` in flight for `forMs`; answers the latencies and CPU per call. */
async function run(
  forMs: number,
  step: () => Promise<number> | number,
): Promise<{ latencies: number[]; bytes: number; ms: number; cpuMs: number }> {
  const latencies: number[] = [];
  let bytes = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  const until = started + forMs;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t = performance.now();
        bytes = await step();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const used = process.cpuUsage(cpu);
  return { latencies, bytes, ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

/** A node of V8's sampling heap profile: its own allocations and its callees'. */
interface HeapProfileNode {
  readonly selfSize: number;
  readonly children: readonly HeapProfileNode[];
}

const totalSize = (node: HeapProfileNode): number =>
  node.children.reduce((sum, child) => sum + totalSize(child), node.selfSize);

/**
 * Bytes allocated per call of `step`, over `calls` calls one after another: V8's sampling heap profiler
 * (one sample per 4 kB on average, scaled to an estimate of every allocation), counting the objects the
 * young and old collections freed too, which is what a page costs the garbage collector.
 */
async function allocationsPer(calls: number, step: () => Promise<number> | number): Promise<number> {
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 4096,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  for (let i = 0; i < calls; i++) await step();
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as {
    profile: { head: HeapProfileNode };
  };
  session.disconnect();
  return totalSize(profile.head) / calls;
}

function figures(r: Awaited<ReturnType<typeof run>>) {
  return {
    requests: r.latencies.length,
    rps: r.latencies.length / (r.ms / 1000),
    p50: percentile(r.latencies, 50),
    p99: percentile(r.latencies, 99),
    cpuMsPerRender: r.cpuMs / r.latencies.length,
    htmlBytes: r.bytes,
  };
}

/** Warms a step until its CPU per call is steady; answers the warm-up's trail. */
const warm = (step: () => Promise<number> | number) =>
  warmUntilSteady(async () => {
    const window = await run(WARM_WINDOW_SECONDS * 1000, step);
    return window.cpuMs / Math.max(1, window.latencies.length);
  }, warmupSeconds);

const appWarmUp = await warm(once);
const app = await run(seconds * 1000, once);
const allocatedBytesPerRender = await allocationsPer(200, once);

// The floor: the same markup as plain elements (no component, container, store or translation),
// through the same renderToString, in the same process.
const sample = await render({
  url,
  cookieHeader: undefined,
  userAgent: 'storefront-bench',
  secure: false,
  config,
});
const elements = markupAsElements(sample.html);
const markup = () => renderToString(elements).length;
const markupWarmUp = await warm(markup);
const floor = run(seconds * 1000, markup);
console.log(
  JSON.stringify({
    ...figures(app),
    warmUp: appWarmUp,
    allocatedBytesPerRender,
    markup: {
      ...figures(await floor),
      warmUp: markupWarmUp,
      appHtmlBytes: sample.html.length,
      allocatedBytesPerRender: await allocationsPer(200, markup),
    },
  }),
);
