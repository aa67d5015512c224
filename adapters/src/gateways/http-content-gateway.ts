import type {
  BlogArticle,
  BlogListing,
  BlogPostTeaser,
  Brand,
  ContentGateway,
  PageSeo,
  FaqDetail,
  FaqOverview,
  StaticPage,
} from '@fanshop/core/content';
import type { PriceType } from '@fanshop/core/pricing';
import { type Language, Gender } from '@fanshop/core/shared';
import type * as z from 'zod/mini';
import type { HttpClient } from '../http/http-client.js';
import { alternatesOf } from './alternates.js';
import { assetUrl } from './asset-url.js';
import { toProductTile } from './product-tile.js';
import { blocksToHtml, textToHtml } from './content-html.js';
import { nullIfNotFound } from './not-found.js';
import { parse } from './parse.js';
import {
  articleAnswer,
  blogListingAnswer,
  brandsAnswer,
  contentKind,
  faqDetailAnswer,
  faqOverviewAnswer,
  type RawTeaser,
} from './schemas/content.js';

/** The `type` the content call answers for each kind of page. */
type ContentType = 'blog-listing' | 'article' | 'static' | 'services' | 'faq-overview' | 'faq-detail';

/**
 * The shop's editorial content (`GET /api/v1/content/?path=` and `GET /api/v1/brands/`). A path the
 * API does not know (404), or one that holds another kind of page than asked for, is `null`.
 * Article bodies come as structured blocks and are rendered to escaped HTML here.
 */
export class HttpContentGateway implements ContentGateway {
  constructor(private readonly http: HttpClient) {}

  async brands(gender: Gender, language: Language): Promise<readonly Brand[]> {
    const body = await this.http.get<unknown>('/api/v1/brands/', {
      params: { gender: gender === Gender.unknown ? undefined : gender },
      language,
    });
    const base = this.http.baseUrl;
    return parse(brandsAnswer, body, 'data').brands.map((brand) => {
      const logo = brand.data?.logo ?? brand.logo;
      const position = brand.data?.position;
      return {
        id: brand.id,
        name: brand.name,
        url: brand.url,
        data: {
          ...(logo ? { logo: assetUrl(base, logo) } : {}),
          ...(typeof position === 'number' ? { position } : {}),
        },
      };
    });
  }

  async blogListing(path: string, language: Language, page: number): Promise<BlogListing | null> {
    const raw = await this.page(path, language, ['blog-listing'], blogListingAnswer, { page });
    if (raw === null) return null;
    return {
      path,
      title: raw.title,
      ...(raw.intro ? { intro: raw.intro } : {}),
      posts: raw.articles.map((teaser) => this.teaser(teaser)),
      page: raw.pagination.page,
      pageCount: raw.pagination.totalPages,
      ...seoOf(raw.seo),
    };
  }

  async blogArticle(path: string, language: Language, priceType: PriceType): Promise<BlogArticle | null> {
    const raw = await this.page(path, language, ['article'], articleAnswer, { priceType });
    if (raw === null) return null;
    const { article } = raw;
    return {
      path,
      title: article.title,
      html: blocksToHtml(article.body),
      ...(article.image ? { image: assetUrl(this.http.baseUrl, article.image) } : {}),
      ...(article.author ? { author: article.author } : {}),
      ...(article.publishedAt ? { publishedAt: article.publishedAt } : {}),
      related: raw.related.map((teaser) => this.teaser(teaser)),
      ...(raw.products && raw.products.length > 0
        ? { products: raw.products.map((tile) => toProductTile(tile, this.http.baseUrl)) }
        : {}),
      ...seoOf(raw.seo),
    };
  }

  async faqOverview(path: string, language: Language): Promise<FaqOverview | null> {
    const raw = await this.page(path, language, ['faq-overview'], faqOverviewAnswer);
    if (raw === null) return null;
    return {
      path,
      title: raw.title,
      // The API lists a topic's questions without links of their own: each leads to its topic's page.
      categories: raw.topics.map((topic) => ({
        title: topic.title,
        url: topic.url,
        questions: topic.questions.map((q) => ({ title: q.question, url: topic.url })),
      })),
      ...seoOf(raw.seo),
    };
  }

  async faqDetail(path: string, language: Language): Promise<FaqDetail | null> {
    const raw = await this.page(path, language, ['faq-detail'], faqDetailAnswer);
    if (raw === null) return null;
    return {
      path,
      title: raw.topic.title,
      entries: raw.entries.map((entry) => ({
        question: entry.question,
        answerHtml: textToHtml(entry.answer),
      })),
      ...seoOf(raw.seo),
    };
  }

  async staticPage(path: string, language: Language): Promise<StaticPage | null> {
    const raw = await this.page(path, language, ['static', 'services'], articleAnswer);
    if (raw === null) return null;
    return { path, title: raw.article.title, html: blocksToHtml(raw.article.body), ...seoOf(raw.seo) };
  }

  /** Fetches a content page and parses it when it is one of the expected kinds; otherwise `null`. */
  private async page<S extends z.core.$ZodType>(
    path: string,
    language: Language,
    kinds: readonly ContentType[],
    schema: S,
    { page, priceType }: { readonly page?: number; readonly priceType?: PriceType } = {},
  ): Promise<z.output<S> | null> {
    const body = await nullIfNotFound(() =>
      this.http.get<unknown>('/api/v1/content/', {
        params: { path, page: page === undefined || page <= 1 ? undefined : page, priceType },
        language,
      }),
    );
    if (body === null) return null;
    const { type } = parse(contentKind, body, 'data');
    if (!(kinds as readonly string[]).includes(type)) return null;
    return parse(schema, body, 'data');
  }

  private teaser(raw: RawTeaser): BlogPostTeaser {
    return {
      id: raw.id,
      title: raw.title,
      url: raw.url,
      ...(raw.image ? { image: assetUrl(this.http.baseUrl, raw.image) } : {}),
      ...(raw.teaser ? { excerpt: raw.teaser } : {}),
      ...(raw.publishedAt ? { publishedAt: raw.publishedAt } : {}),
      ...(raw.kind ? { category: raw.kind } : {}),
    };
  }
}

function seoOf(
  seo:
    | {
        title: string;
        description?: string | null | undefined;
        alternates?: Readonly<Record<string, string>> | null | undefined;
      }
    | undefined,
): {
  seo?: PageSeo;
} {
  if (seo === undefined) return {};
  return {
    seo: {
      title: seo.title,
      ...(seo.description ? { description: seo.description } : {}),
      ...alternatesOf(seo.alternates),
    },
  };
}
