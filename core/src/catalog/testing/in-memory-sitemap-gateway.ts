import type { SitemapGateway, SitemapPage } from '../sitemap-gateway.js';

/** The API's sitemap pages as arranged, counting calls. */
export class InMemorySitemapGateway implements SitemapGateway {
  calls = 0;
  /** When set, every call rejects with it. */
  failure: unknown = undefined;
  private readonly list: SitemapPage[] = [];

  with(...pages: SitemapPage[]): this {
    this.list.push(...pages);
    return this;
  }

  async pages(): Promise<readonly SitemapPage[]> {
    this.calls += 1;
    if (this.failure !== undefined) throw this.failure;
    return this.list;
  }
}
