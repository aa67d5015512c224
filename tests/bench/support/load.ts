/**
 * Runs HTTP load with autocannon: several scenarios side by side, each its own autocannon instance
 * (so each has its own rate and connections), every response's time recorded, so percentiles are
 * exact per scenario and over all of them.
 */
import autocannon, { type Request, type Result } from 'autocannon';

/** One request of a scenario, drawn anew for every request sent. */
export interface LoadRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

export interface Scenario {
  readonly name: string;
  readonly next: () => LoadRequest;
  readonly connections: number;
  /** Requests per second over all connections; none: as fast as the server answers. */
  readonly rate?: number;
}

export interface ScenarioResult {
  readonly name: string;
  /** Response times in ms, in arrival order. */
  readonly times: number[];
  readonly statuses: Map<number, number>;
  /** Connection errors and timeouts (no answer at all). */
  readonly errors: number;
  readonly non2xx: number;
  readonly seconds: number;
}

export interface Stats {
  readonly n: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function stats(times: readonly number[]): Stats {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
  };
}

/** Requests per second a result achieved. */
export function rateOf(result: ScenarioResult): number {
  return result.times.length / result.seconds;
}

function runOne(url: string, scenario: Scenario, seconds: number): Promise<ScenarioResult> {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const request: Request = {
    setupRequest: (req) => {
      const next = scenario.next();
      return {
        ...req,
        method: next.method,
        path: next.path,
        headers: { accept: 'application/json', ...next.headers },
        body: next.body,
      };
    },
  };
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: scenario.connections,
        duration: seconds,
        overallRate: scenario.rate,
        timeout: 10,
        requests: [request],
      },
      (err: Error | null, result: Result) => {
        if (err) {
          reject(err);
          return;
        }
        let non2xx = 0;
        for (const [status, count] of statuses) if (status < 200 || status >= 300) non2xx += count;
        resolve({
          name: scenario.name,
          times,
          statuses,
          errors: result.errors + result.timeouts,
          non2xx,
          seconds: result.duration || seconds,
        });
      },
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
      times.push(time);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
}

/** Runs the scenarios at the same time for `seconds`; resolves with one result per scenario. */
export function runTogether(
  url: string,
  scenarios: readonly Scenario[],
  seconds: number,
): Promise<ScenarioResult[]> {
  return Promise.all(scenarios.map((s) => runOne(url, s, seconds)));
}

const ms = (v: number): string => `${v.toFixed(2).padStart(7)} ms`;

/** One printed line of a scenario (or of several merged). */
export function describe(label: string, results: readonly ScenarioResult[]): string {
  const times = results.flatMap((r) => r.times);
  const s = stats(times);
  const seconds = Math.max(...results.map((r) => r.seconds));
  const errors = results.reduce((sum, r) => sum + r.errors, 0);
  const non2xx = results.reduce((sum, r) => sum + r.non2xx, 0);
  return (
    `${label.padEnd(22)} ${String(s.n).padStart(6)} req ${(s.n / seconds).toFixed(0).padStart(5)}/s  ` +
    `p50 ${ms(s.p50)}  p95 ${ms(s.p95)}  p99 ${ms(s.p99)}  max ${ms(s.max)}  errors ${errors}  non-2xx ${non2xx}`
  );
}
