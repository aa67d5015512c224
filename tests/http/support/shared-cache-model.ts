/**
 * A cache in front of the storefront reduced to what RFC 9111 (and RFC 9213 for CDNs) lets it do with
 * the storefront's headers, at its most careless: it stores every response the headers allow (even one
 * that sets a cookie, which the RFC permits unless told `private`), ignores cookies in its key unless
 * `Vary` names them, serves stale copies within `stale-while-revalidate`, and revalidates with
 * `If-None-Match`, taking the 304's headers into its copy. With `bypass` it also skips itself for some
 * requests, as the nginx example does for customers.
 *
 * Which headers it reads depends on its kind:
 * - `cdn`: a CDN that honours `CDN-Cache-Control` and then ignores `Cache-Control` (RFC 9213);
 * - `shared`: a shared cache that knows only `Cache-Control` (`s-maxage` before `max-age`);
 * - `browser`: the browser's own cache: private (it keeps `private` answers too), reads `max-age` only,
 *   never bypasses, and applies `stale-while-revalidate` to its copies as Firefox does.
 */
export type CacheKind = 'cdn' | 'shared' | 'browser';

export interface CachedAnswer {
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
  /** Served from the cache without asking the storefront (fresh or stale). */
  readonly hit: boolean;
  /** Served from the cache after the storefront answered 304 to its `If-None-Match`. */
  readonly revalidated: boolean;
}

interface Stored {
  status: number;
  headers: Headers;
  body: string;
}

interface Entry {
  readonly vary: ReadonlyMap<string, string>;
  answer: Stored;
  storedAt: number;
}

/** Statuses a cache may store without explicit freshness (RFC 9110, "heuristically cacheable"). */
const HEURISTIC = [200, 203, 204, 206, 300, 301, 308, 404, 405, 410, 414, 501];

/** The seconds of a cache directive, or undefined. */
function seconds(directives: string, directive: string): number | undefined {
  const match = new RegExp(`(?:^|,)\\s*${directive}=(\\d+)`, 'i').exec(directives);
  return match ? Number(match[1]) : undefined;
}

function has(directives: string, directive: string): boolean {
  return new RegExp(`(?:^|,)\\s*${directive}(?:\\s*(?:,|$|=))`, 'i').test(directives);
}

/** Headers a 304 does not update in a stored response (RFC 9111, section 3.2). */
const NOT_UPDATED = ['content-length', 'content-encoding', 'transfer-encoding'];

export class SharedCacheModel {
  private readonly entries = new Map<string, Entry[]>();
  stores = 0;
  private readonly kind: CacheKind;

  constructor(
    private readonly origin: string,
    private readonly options: {
      kind?: CacheKind;
      bypass?: (headers: Headers) => boolean;
      now?: () => number;
    } = {},
  ) {
    this.kind = options.kind ?? 'cdn';
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** The cache directives this kind of cache obeys in an answer. */
  private directives(headers: Headers): string {
    const targeted = this.kind === 'cdn' ? headers.get('cdn-cache-control') : null;
    return targeted ?? headers.get('cache-control') ?? '';
  }

  private freshFor(directives: string): number {
    const shared = this.kind === 'browser' ? undefined : seconds(directives, 's-maxage');
    return shared ?? seconds(directives, 'max-age') ?? 0;
  }

  async get(path: string, init: Record<string, string> = {}): Promise<CachedAnswer> {
    const request = new Headers(init);
    if (this.kind !== 'browser' && this.options.bypass?.(request))
      return { ...(await this.forward(path, request)), hit: false, revalidated: false };
    const entry = (this.entries.get(path) ?? []).find((e) =>
      [...e.vary].every(([name, value]) => (request.get(name) ?? '') === value),
    );
    if (entry) {
      const directives = this.directives(entry.answer.headers);
      const age = (this.now() - entry.storedAt) / 1000;
      const stale = seconds(directives, 'stale-while-revalidate') ?? 0;
      if (!has(directives, 'no-cache') && age < this.freshFor(directives) + stale)
        return { ...entry.answer, hit: true, revalidated: false };
      const tag = entry.answer.headers.get('etag');
      if (tag) request.set('if-none-match', tag);
    }
    const answer = await this.forward(path, request);
    if (answer.status === 304 && entry) {
      for (const [name, value] of answer.headers)
        if (!NOT_UPDATED.includes(name)) entry.answer.headers.set(name, value);
      entry.storedAt = this.now();
      return { ...entry.answer, hit: false, revalidated: true };
    }
    this.store(path, request, answer);
    return { ...answer, hit: false, revalidated: false };
  }

  private async forward(path: string, request: Headers): Promise<Stored> {
    const res = await fetch(`${this.origin}${path}`, { headers: request, redirect: 'manual' });
    // A copy the cache can update, whatever the fetch implementation guards.
    return { status: res.status, headers: new Headers(res.headers), body: await res.text() };
  }

  private store(path: string, request: Headers, answer: Stored) {
    const directives = this.directives(answer.headers);
    if (has(directives, 'no-store')) return;
    if (this.kind !== 'browser' && has(directives, 'private')) return;
    const explicit =
      has(directives, 'public') ||
      has(directives, 'private') ||
      seconds(directives, 's-maxage') !== undefined ||
      seconds(directives, 'max-age') !== undefined;
    if (!explicit && !HEURISTIC.includes(answer.status)) return;
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
