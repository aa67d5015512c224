import lighthouse from 'lighthouse';
import { median } from './storefront-report';

/** One Lighthouse run's figures: category scores 0–100, metrics in ms (CLS unitless). */
export interface LighthouseRun {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  /**
   * SEO as the shop intends the page: the category's weighted mean without `is-crawlable`, which a
   * page that is `noindex` by design fails (search results, docs/benchmarks.md). Equals `seo` elsewhere.
   */
  readonly seoAsIntended: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  readonly si: number;
  /** Audits that did not score full marks: id, score and what Lighthouse says. */
  readonly failing: readonly string[];
  readonly lcpElement: string;
  readonly ms: number;
}

export interface LighthouseFigures {
  readonly runs: readonly LighthouseRun[];
  /** Medians over the runs, each figure on its own. */
  readonly median: Omit<LighthouseRun, 'failing' | 'lcpElement' | 'ms'>;
  /** The run with the median performance score: its failing audits make the figures actionable. */
  readonly medianRun: LighthouseRun;
}

const SCORED = new Set(['binary', 'numeric', 'metricSavings']);

interface CategoryLike {
  readonly auditRefs: readonly { readonly id: string; readonly weight: number }[];
}
interface AuditLike {
  readonly score: number | null;
  readonly scoreDisplayMode: string;
}

/**
 * A category's score (0–100) as Lighthouse weighs it (the weighted mean of its scored audits;
 * not-applicable, manual and informative ones weigh nothing), leaving out the audits named.
 */
export function categoryScoreWithout(
  category: CategoryLike | undefined,
  audits: Readonly<Record<string, AuditLike | undefined>>,
  left: readonly string[],
): number {
  let weighted = 0;
  let weights = 0;
  for (const ref of category?.auditRefs ?? []) {
    const audit = audits[ref.id];
    if (!audit || left.includes(ref.id) || ref.weight === 0) continue;
    if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
    weighted += (audit.score ?? 0) * ref.weight;
    weights += ref.weight;
  }
  return weights === 0 ? Number.NaN : Math.round((weighted / weights) * 100);
}

function score(value: number | null | undefined): number {
  return value === null || value === undefined ? Number.NaN : Math.round(value * 100);
}

/** The first items of an audit that lists what it found (console errors, failed checks), shortened. */
function detailOf(audit: { details?: unknown }): string {
  const items = (audit.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const texts = items
    .slice(0, 3)
    .map((item) => String(item.description ?? item.url ?? item.sourceLocation ?? '').slice(0, 160))
    .filter((text) => text !== '' && text !== '[object Object]');
  return texts.length > 0 ? ` — ${texts.join(' | ')}` : '';
}

/**
 * Runs Lighthouse `runs` times on `url` with its default configuration (mobile, simulated throttling)
 * in the running headless Chromium whose DevTools listen on `port` (each run in a tab of its own), and
 * answers the medians.
 */
export async function lighthouseRuns(url: string, runs: number, port: number): Promise<LighthouseFigures> {
  const results: LighthouseRun[] = [];
  // A broken run (Chromium's trace sometimes misses the navigation) is reported and run again, so the
  // medians are of `runs` runs; at most `runs` attempts more.
  for (let attempt = 1; results.length < runs && attempt <= 2 * runs; attempt++) {
    const started = performance.now();
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) {
      console.log(
        `  attempt ${attempt} failed, run again: ${runtimeError.code} ${runtimeError.message.slice(0, 200)}`,
      );
      continue;
    }
    const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && SCORED.has(a.scoreDisplayMode))
      .sort((a, b) => (a.score ?? 0) - (b.score ?? 0))
      .map(
        (a) =>
          `${a.id} (score ${score(a.score)})${a.displayValue ? `: ${a.displayValue}` : ''}${detailOf(a)}`,
      );
    const lcpItems = audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
    results.push({
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      seo: score(categories.seo?.score),
      seoAsIntended: categoryScoreWithout(categories.seo, audits, ['is-crawlable']),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      si: metric('speed-index'),
      failing,
      lcpElement: lcpItems?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
      ms: performance.now() - started,
    });
  }
  if (results.length === 0) throw new Error(`every Lighthouse run on ${url} failed`);
  const of = (key: keyof LighthouseFigures['median']) => median(results.map((r) => r[key]));
  const byPerformance = [...results].sort((a, b) => a.performance - b.performance || a.lcp - b.lcp);
  return {
    runs: results,
    median: {
      performance: of('performance'),
      accessibility: of('accessibility'),
      bestPractices: of('bestPractices'),
      seo: of('seo'),
      seoAsIntended: of('seoAsIntended'),
      fcp: of('fcp'),
      lcp: of('lcp'),
      tbt: of('tbt'),
      cls: of('cls'),
      si: of('si'),
    },
    medianRun: byPerformance[Math.floor(byPerformance.length / 2)]!,
  };
}
