import { z } from 'zod';
import { alternatesAnswer } from '../alternates';

const seo = z.object({
  title: z.string(),
  description: z.string().nullish(),
  alternates: alternatesAnswer.nullish(),
});

/** An article as a teaser in blog listings and "related" lists. */
const teaser = z.object({
  id: z.int(),
  title: z.string(),
  url: z.string(),
  image: z.string().nullish(),
  teaser: z.string().nullish(),
  publishedAt: z.string().nullish(),
  kind: z.string().nullish(),
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
  intro: z.string().nullish(),
  articles: z.array(teaser),
  pagination: z.object({ page: z.int().positive(), totalPages: z.int().nonnegative() }),
  seo: seo.optional(),
});

/** Blog articles, static and services pages share one shape. */
export const articleAnswer = z.object({
  type: z.enum(['article', 'static', 'services']),
  article: z.object({
    title: z.string(),
    url: z.string(),
    image: z.string().nullish(),
    author: z.string().nullish(),
    publishedAt: z.string().nullish(),
    body: z.array(block),
  }),
  related: z.array(teaser),
  seo: seo.optional(),
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
  seo: seo.optional(),
});

export const faqDetailAnswer = z.object({
  type: z.literal('faq-detail'),
  topic: z.object({ title: z.string(), url: z.string() }),
  // The answer comes as plain text; the gateway escapes it into a paragraph.
  entries: z.array(z.object({ question: z.string(), answer: z.string() })),
  seo: seo.optional(),
});

/** `GET /api/v1/brands/?gender=`. */
export const brandsAnswer = z.object({
  brands: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      url: z.string(),
      logo: z.string().nullish(),
      data: z.object({ logo: z.string().nullish(), position: z.number().nullish() }).nullish(),
    }),
  ),
});
