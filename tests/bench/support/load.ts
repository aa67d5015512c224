/**
 * Runs HTTP load: several scenarios side by side, every response's time recorded, so percentiles are
 * exact per scenario and over all of them. `runTogether` drives autocannon (closed loop: each
 * connection sends its next request when the answer is in; for the maximum rate and floods).
 * `runPaced` sends at a fixed rate with evenly spaced starts (open loop), as independent shoppers
 * arrive: autocannon's own rate limit lets each connection send its quota back to back at the start
 * of every second, and the server then queues those bursts.
 */
import { Agent, request as httpRequest } from 'node:http';
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

/**
 * Sends each scenario's requests at its fixed `rate`, evenly spaced, for `seconds`, over keep-alive
 * connections (as many as are in flight); a request's time runs from its sending to its complete
 * answer. `late` counts requests sent more than 5 ms after their turn (a busy load generator).
 */
export async function runPaced(
  url: string,
  scenarios: readonly (Scenario & { readonly rate: number })[],
  seconds: number,
): Promise<(ScenarioResult & { late: number })[]> {
  const start = performance.now() + 20;
  const end = start + seconds * 1000;
  const states = scenarios.map((scenario, i) => ({
    scenario,
    interval: 1000 / scenario.rate,
    // Each scenario starts at its own phase, so their requests interleave.
    next: start + (i * 1000) / scenario.rate / scenarios.length,
    times: [] as number[],
    statuses: new Map<number, number>(),
    errors: 0,
    late: 0,
  }));
  const pending = new Set<Promise<void>>();

  // Plain node:http over keep-alive sockets: far cheaper per request than fetch, so the generator keeps pace.
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const target = new URL(url);
  const send = (state: (typeof states)[number], due: number) => {
    const next = state.scenario.next();
    const sent = performance.now();
    if (sent - due > 5) state.late++;
    const done = new Promise<void>((resolve) => {
      const req = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: next.path,
          method: next.method,
          agent,
          timeout: 10_000,
          headers: { accept: 'application/json', ...next.headers },
        },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => {
            state.times.push(performance.now() - sent);
            const status = res.statusCode ?? 0;
            state.statuses.set(status, (state.statuses.get(status) ?? 0) + 1);
            resolve();
          });
          res.on('error', () => {
            state.errors++;
            resolve();
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => {
        state.errors++;
        resolve();
      });
      req.end(next.body);
    }).finally(() => pending.delete(done));
    pending.add(done);
  };

  await new Promise<void>((resolve) => {
    const tick = setInterval(() => {
      const now = performance.now();
      for (const state of states) {
        while (state.next <= now && state.next < end) {
          send(state, state.next);
          state.next += state.interval;
        }
      }
      if (now >= end) {
        clearInterval(tick);
        resolve();
      }
    }, 1);
  });
  await Promise.all(pending);
  agent.destroy();
  return states.map((s) => {
    let non2xx = 0;
    for (const [status, count] of s.statuses) if (status < 200 || status >= 300) non2xx += count;
    return {
      name: s.scenario.name,
      times: s.times,
      statuses: s.statuses,
      errors: s.errors,
      non2xx,
      seconds,
      late: s.late,
    };
  });
}

/** Runs the scenarios at the same time for `seconds` with autocannon; resolves with one result per scenario. */
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
