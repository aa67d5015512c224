import * as z from 'zod/mini';
import { alternatesAnswer } from '../alternates.js';
import { productTile } from './catalog.js';

const seo = z.object({
  title: z.string(),
  description: z.nullish(z.string()),
  alternates: z.nullish(alternatesAnswer),
});

export type RawSeo = z.output<typeof seo>;

/** An article as a teaser in blog listings and "related" lists. */
const teaser = z.object({
  id: z.int(),
  title: z.string(),
  url: z.string(),
  image: z.nullish(z.string()),
  teaser: z.nullish(z.string()),
  publishedAt: z.nullish(z.string()),
  kind: z.nullish(z.string()),
});

export type RawTeaser = z.output<typeof teaser>;

/**
 * A block of an article body. The API sends structured blocks rather than HTML; the gateway renders
 * the known ones to escaped HTML and skips kinds it does not know, so a new block type cannot break
 * a page.
 */
const block = z.union([
  z.object({ type: z.literal('heading'), text: z.string() }),
  z.object({ type: z.literal('paragraph'), text: z.string() }),
  z.object({ type: z.literal('list'), items: z.array(z.string()) }),
  z.object({ type: z.string() }),
]);

export type RawBlock = z.output<typeof block>;

/** `GET /api/v1/content/?path=`: which page it is, read first to pick the schema. */
export const contentKind = z.object({ type: z.string() });

export const blogListingAnswer = z.object({
  type: z.literal('blog-listing'),
  title: z.string(),
  intro: z.nullish(z.string()),
  articles: z.array(teaser),
  pagination: z.object({ page: z.int().check(z.positive()), totalPages: z.int().check(z.nonnegative()) }),
  seo: z.optional(seo),
});

/** Blog articles, static and services pages share one shape. */
export const articleAnswer = z.object({
  type: z.enum(['article', 'static', 'services']),
  article: z.object({
    title: z.string(),
    url: z.string(),
    image: z.nullish(z.string()),
    author: z.nullish(z.string()),
    publishedAt: z.nullish(z.string()),
    body: z.array(block),
  }),
  related: z.array(teaser),
  products: z.nullish(z.array(productTile)),
  seo: z.optional(seo),
});

export const faqOverviewAnswer = z.object({
  type: z.literal('faq-overview'),
  title: z.string(),
  topics: z.array(
    z.object({
      title: z.string(),
      url: z.string(),
      questions: z.array(z.object({ question: z.string() })),
    }),
  ),
  seo: z.optional(seo),
});

export const faqDetailAnswer = z.object({
  type: z.literal('faq-detail'),
  topic: z.object({ title: z.string(), url: z.string() }),
  // The answer comes as plain text; the gateway escapes it into a paragraph.
  entries: z.array(z.object({ question: z.string(), answer: z.string() })),
  seo: z.optional(seo),
});

/** `GET /api/v1/brands/?gender=`. */
export const brandsAnswer = z.object({
  brands: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      url: z.string(),
      logo: z.nullish(z.string()),
      data: z.nullish(z.object({ logo: z.nullish(z.string()), position: z.nullish(z.number()) })),
    }),
  ),
});
