import type { PageSeo } from '@fanshop/core/content';
import type { Language } from '@fanshop/core/shared';
import type { Translate } from '../i18n/i18n-context';
import type { SiteContext } from './json-ld';
import { plainSummary } from './rich-text';

/** The shop as a page's structured data names it, in the page's language. */
export function siteOf(shopOrigin: string, language: Language, t: Translate): SiteContext {
  return { origin: shopOrigin, language, shopName: t('common.shopName') };
}

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
