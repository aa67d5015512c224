/**
 * A shared cache (a reverse proxy or CDN) reduced to what RFC 9111 lets it do with the storefront's
 * headers, at its most careless: it stores every response the headers allow (even one that sets a
 * cookie, which the RFC permits unless told `private`), ignores cookies in its key unless `Vary` names
 * them, serves stale copies within `stale-while-revalidate`, and revalidates with `If-None-Match`.
 * With `bypass` it also skips itself for some requests, as the nginx example does for customers.
 */
export interface CachedAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
  /** Served from the cache without asking the storefront (fresh or stale). */
  readonly hit: boolean;
}

interface Entry {
  readonly vary: ReadonlyMap<string, string>;
  answer: { status: number; headers: Headers; body: string };
  storedAt: number;
}

/** The seconds of a `Cache-Control` directive, or undefined. */
function seconds(cacheControl: string, directive: string): number | undefined {
  const match = new RegExp(`(?:^|,)\\s*${directive}=(\\d+)`, 'i').exec(cacheControl);
  return match ? Number(match[1]) : undefined;
}

function has(cacheControl: string, directive: string): boolean {
  return new RegExp(`(?:^|,)\\s*${directive}(?:\\s*(?:,|$|=))`, 'i').test(cacheControl);
}

export class SharedCacheModel {
  private readonly entries = new Map<string, Entry[]>();
  stores = 0;

  constructor(
    private readonly origin: string,
    private readonly options: { bypass?: (headers: Headers) => boolean; now?: () => number } = {},
  ) {}

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  async get(path: string, init: Record<string, string> = {}): Promise<CachedAnswer> {
    const request = new Headers(init);
    if (this.options.bypass?.(request)) return { ...(await this.forward(path, request)), hit: false };
    const entry = (this.entries.get(path) ?? []).find((e) =>
      [...e.vary].every(([name, value]) => (request.get(name) ?? '') === value),
    );
    if (entry) {
      const cacheControl = entry.answer.headers.get('cache-control') ?? '';
      const age = (this.now() - entry.storedAt) / 1000;
      const fresh = seconds(cacheControl, 's-maxage') ?? seconds(cacheControl, 'max-age') ?? 0;
      const stale = seconds(cacheControl, 'stale-while-revalidate') ?? 0;
      if (!has(cacheControl, 'no-cache') && age < fresh + stale) return { ...entry.answer, hit: true };
      const tag = entry.answer.headers.get('etag');
      if (tag) request.set('if-none-match', tag);
    }
    const answer = await this.forward(path, request);
    if (answer.status === 304 && entry) {
      entry.storedAt = this.now();
      return { ...entry.answer, hit: false };
    }
    this.store(path, request, answer);
    return { ...answer, hit: false };
  }

  private async forward(path: string, request: Headers) {
    const res = await fetch(`${this.origin}${path}`, { headers: request, redirect: 'manual' });
    return { status: res.status, headers: res.headers, body: await res.text() };
  }

  private store(path: string, request: Headers, answer: { status: number; headers: Headers; body: string }) {
    const cacheControl = answer.headers.get('cache-control') ?? '';
    if (has(cacheControl, 'no-store') || has(cacheControl, 'private')) return;
    const explicit =
      has(cacheControl, 'public') ||
      seconds(cacheControl, 's-maxage') !== undefined ||
      seconds(cacheControl, 'max-age') !== undefined;
    if (!explicit || ![200, 203, 204, 300, 301, 308, 404, 410].includes(answer.status)) return;
    const varyNames = (answer.headers.get('vary') ?? '')
      .split(',')
      .map((n) => n.trim().toLowerCase())
      .filter(Boolean);
    if (varyNames.includes('*')) return;
    const vary = new Map(varyNames.map((name) => [name, request.get(name) ?? '']));
    const others = (this.entries.get(path) ?? []).filter((e) =>
      [...e.vary].some(([n, v]) => vary.get(n) !== v),
    );
    this.entries.set(path, [...others, { vary, answer, storedAt: this.now() }]);
    this.stores++;
  }
}
