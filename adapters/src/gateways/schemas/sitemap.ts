import * as z from 'zod/mini';
import { alternatesAnswer } from '../alternates.js';

/** `GET /api/v1/sitemap/`: the shop's indexable pages with their path per language. */
export const sitemapAnswer = z.object({
  pages: z.array(
    z.object({
      type: z.string(),
      alternates: alternatesAnswer,
      lastModified: z.nullish(z.string()),
    }),
  ),
});
