/** What the storefront knows of the API's health. */
export interface ApiHealthState {
  readonly reachable: boolean;
  /** The API's version when it answered. */
  readonly version?: string;
}

/** How `ApiHealth` asks. */
export interface ApiHealthOptions {
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
  /** How long a healthy answer is trusted before asking again. Failures are never kept. */
  readonly healthyForMs?: number;
  /** How long one probe may take. */
  readonly timeoutMs?: number;
}

/**
 * The API's `/health` as the storefront server sees it. A healthy answer is kept for a moment, so pages
 * do not each ask; an unhealthy one is not kept at all: the next page asks again, so the shop comes back
 * as soon as the API does. Unhealthy means the API cannot be reached (the connection is refused or
 * reset) or says it cannot serve (not 200). An API that is only slow to answer counts as reachable: its
 * pages come slowly but whole, and serving the error page then would turn a busy moment into an outage.
 * Probes asked for at once share one request.
 */
export class ApiHealth {
  readonly #url: string;
  readonly #fetch: typeof fetch;
  readonly #now: () => number;
  readonly #healthyForMs: number;
  readonly #timeoutMs: number;
  #healthyUntil = 0;
  #version: string | undefined;
  #probe: Promise<ApiHealthState> | null = null;

  constructor(apiBaseUrl: string, options: ApiHealthOptions = {}) {
    this.#url = `${apiBaseUrl.replace(/\/+$/, '')}/health`;
    this.#fetch = options.fetch ?? fetch;
    this.#now = options.now ?? Date.now;
    this.#healthyForMs = options.healthyForMs ?? 2000;
    this.#timeoutMs = options.timeoutMs ?? 1000;
  }

  /** The API's health now: the kept healthy answer, or a fresh probe. */
  check(): Promise<ApiHealthState> {
    if (this.#now() < this.#healthyUntil) return Promise.resolve({ reachable: true, version: this.#version });
    this.#probe ??= this.#ask().finally(() => (this.#probe = null));
    return this.#probe;
  }

  /** Forgets a kept healthy answer (a page found the API gone meanwhile). */
  forget(): void {
    this.#healthyUntil = 0;
  }

  async #ask(): Promise<ApiHealthState> {
    try {
      const res = await this.#fetch(this.#url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      if (!res.ok) {
        await res.body?.cancel();
        return { reachable: false };
      }
      const body = (await res.json()) as { data?: { version?: unknown } };
      this.#version = typeof body.data?.version === 'string' ? body.data.version : undefined;
      return this.#healthy();
    } catch (error) {
      // Slow, not gone: the pages' own calls have their own time limits.
      if (error instanceof Error && error.name === 'TimeoutError') return this.#healthy();
      return { reachable: false };
    }
  }

  #healthy(): ApiHealthState {
    this.#healthyUntil = this.#now() + this.#healthyForMs;
    return { reachable: true, version: this.#version };
  }
}

/**
 * Waits until the API answers its health check, asking every `intervalMs`, saying once that it waits
 * and then every ten seconds; rejects after `timeoutMs`.
 */
export async function waitForApi(
  health: ApiHealth,
  options: {
    readonly timeoutMs: number;
    readonly intervalMs?: number;
    readonly log?: (line: string) => void;
    readonly describe?: string;
  },
): Promise<void> {
  const log = options.log ?? ((line: string) => console.info(line));
  const interval = options.intervalMs ?? 250;
  const started = Date.now();
  let said = -Infinity;
  for (;;) {
    if ((await health.check()).reachable) {
      if (said > -Infinity)
        log(`[storefront] the API answers after ${((Date.now() - started) / 1000).toFixed(1)} s`);
      return;
    }
    const waited = Date.now() - started;
    if (waited >= options.timeoutMs) {
      throw new Error(
        `the API at ${options.describe ?? 'its address'} did not answer its health check within ${Math.round(options.timeoutMs / 1000)} s`,
      );
    }
    if (waited - said >= 10_000) {
      log(`[storefront] waiting for the API at ${options.describe ?? 'its address'} to answer /health…`);
      said = waited;
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}
