import type { SitemapGateway, SitemapPage, SitemapPageKind } from '@fanshop/core/catalog';
import { LANGUAGES, type Language } from '@fanshop/core/shared';
import type { HttpClient } from '../http/http-client.js';
import { toAlternates } from './alternates.js';
import { parse } from './parse.js';
import { sitemapAnswer } from './schemas/sitemap.js';

/** The API's page types and the sitemap kinds they are; unknown types are skipped. */
const KINDS: Readonly<Record<string, SitemapPageKind>> = {
  listing: 'listing',
  product: 'product',
  'blog-listing': 'blog',
  article: 'article',
  'faq-overview': 'faq',
  'faq-detail': 'faq',
  static: 'static',
  services: 'static',
};

/**
 * The shop API's list of indexable pages (`GET /api/v1/sitemap/`). Only pages with a path in every
 * shop language are kept: the sitemap links each page to all its language versions.
 */
export class HttpSitemapGateway implements SitemapGateway {
  constructor(private readonly http: HttpClient) {}

  async pages(): Promise<readonly SitemapPage[]> {
    const body = await this.http.get<unknown>('/api/v1/sitemap/');
    return parse(sitemapAnswer, body, 'data').pages.flatMap((raw): SitemapPage[] => {
      const kind = KINDS[raw.type];
      const alternates = toAlternates(raw.alternates);
      if (kind === undefined || !LANGUAGES.every((language) => alternates[language] !== undefined)) return [];
      return [
        {
          kind,
          paths: alternates as Record<Language, string>,
          ...(raw.lastModified ? { lastModified: raw.lastModified } : {}),
        },
      ];
    });
  }
}
