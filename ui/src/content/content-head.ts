import type { PageSeo } from '@fanshop/core/content';
import { plainSummary } from './rich-text';

/** The page's paths in the other languages, when the API names them, to spread into the head. */
export function alternatesOf(seo: PageSeo | undefined): Pick<PageSeo, 'alternates'> {
  return seo?.alternates ? { alternates: seo.alternates } : {};
}

/**
 * A description for the head: the API's, unless it only repeats the title, else the start of the
 * body (`''` for an empty body).
 */
export function descriptionOf(page: {
  readonly title: string;
  readonly html: string;
  readonly seo?: PageSeo;
}): string {
  if (page.seo?.description && page.seo.description !== page.title) return page.seo.description;
  return plainSummary(page.html);
}
