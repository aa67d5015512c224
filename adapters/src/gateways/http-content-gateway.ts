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
  type RawSeo,
  type RawTeaser,
} from './schemas/content.js';

/** The `type` the content call answers for each kind of page. */
type ContentType = 'blog-listing' | 'article' | 'static' | 'services' | 'faq-overview' | 'faq-detail';

/** Which content page to ask for: its path, a listing's page, and the prices an article's products show. */
interface ContentQuery {
  readonly path: string;
  readonly page?: number;
  readonly priceType?: PriceType;
}

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

  blogListing(path: string, language: Language, page: number): Promise<BlogListing | null> {
    return this.contentPage({ path, page }, language, ['blog-listing'], blogListingAnswer, (raw) => ({
      title: raw.title,
      ...(raw.intro ? { intro: raw.intro } : {}),
      posts: raw.articles.map((teaser) => this.teaser(teaser)),
      page: raw.pagination.page,
      pageCount: raw.pagination.totalPages,
    }));
  }

  blogArticle(path: string, language: Language, priceType: PriceType): Promise<BlogArticle | null> {
    return this.contentPage({ path, priceType }, language, ['article'], articleAnswer, (raw) => {
      const { article } = raw;
      return {
        title: article.title,
        html: blocksToHtml(article.body),
        ...(article.image ? { image: assetUrl(this.http.baseUrl, article.image) } : {}),
        ...(article.author ? { author: article.author } : {}),
        ...(article.publishedAt ? { publishedAt: article.publishedAt } : {}),
        related: raw.related.map((teaser) => this.teaser(teaser)),
        ...(raw.products && raw.products.length > 0
          ? { products: raw.products.map((tile) => toProductTile(tile, this.http.baseUrl)) }
          : {}),
      };
    });
  }

  faqOverview(path: string, language: Language): Promise<FaqOverview | null> {
    return this.contentPage({ path }, language, ['faq-overview'], faqOverviewAnswer, (raw) => ({
      title: raw.title,
      // The API lists a topic's questions without links of their own: each leads to its topic's page.
      categories: raw.topics.map((topic) => ({
        title: topic.title,
        url: topic.url,
        questions: topic.questions.map((q) => ({ title: q.question, url: topic.url })),
      })),
    }));
  }

  faqDetail(path: string, language: Language): Promise<FaqDetail | null> {
    return this.contentPage({ path }, language, ['faq-detail'], faqDetailAnswer, (raw) => ({
      title: raw.topic.title,
      entries: raw.entries.map((entry) => ({
        question: entry.question,
        answerHtml: textToHtml(entry.answer),
      })),
    }));
  }

  staticPage(path: string, language: Language): Promise<StaticPage | null> {
    return this.contentPage({ path }, language, ['static', 'services'], articleAnswer, ({ article }) => ({
      title: article.title,
      html: blocksToHtml(article.body),
    }));
  }

  /**
   * A content page when the path holds one of the expected kinds, otherwise `null`: the path, what
   * `read` takes from the answer, and the head data.
   */
  private async contentPage<S extends z.core.$ZodType<{ readonly seo?: RawSeo | undefined }>, P>(
    { path, page, priceType }: ContentQuery,
    language: Language,
    kinds: readonly ContentType[],
    schema: S,
    read: (raw: z.output<S>) => P,
  ): Promise<({ path: string } & P & { seo?: PageSeo }) | null> {
    const body = await nullIfNotFound(() =>
      this.http.get<unknown>('/api/v1/content/', {
        params: { path, page: page === undefined || page <= 1 ? undefined : page, priceType },
        language,
      }),
    );
    if (body === null) return null;
    const { type } = parse(contentKind, body, 'data');
    if (!(kinds as readonly string[]).includes(type)) return null;
    const raw = parse(schema, body, 'data');
    return { path, ...read(raw), ...seoOf(raw.seo) };
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

function seoOf(seo: RawSeo | undefined): { seo?: PageSeo } {
  if (seo === undefined) return {};
  return {
    seo: {
      title: seo.title,
      ...(seo.description ? { description: seo.description } : {}),
      ...alternatesOf(seo.alternates),
    },
  };
}
