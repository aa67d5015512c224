/** How long a built sitemap is served before it is built again. */
export const SITEMAP_TTL_MS = 5 * 60 * 1000;

/**
 * Keeps the built `sitemap.xml` in memory for a few minutes: building it asks the API for every
 * page. Concurrent requests share one build; when a rebuild fails, the last good sitemap is served
 * on (it is at most a little stale) and the next request tries again.
 */
export class SitemapCache {
  private built: { readonly xml: string; readonly at: number } | null = null;
  private pending: Promise<string> | null = null;

  constructor(
    private readonly build: () => Promise<string>,
    private readonly ttlMs = SITEMAP_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<string> {
    const built = this.built;
    if (built && this.now() - built.at < this.ttlMs) return built.xml;
    this.pending ??= this.build()
      .then((xml) => {
        this.built = { xml, at: this.now() };
        return xml;
      })
      .finally(() => {
        this.pending = null;
      });
    try {
      return await this.pending;
    } catch (error) {
      if (built) return built.xml;
      throw error;
    }
  }
}
