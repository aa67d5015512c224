import type { LoadContext, PageHead } from '../app/page-module';
import { shopTitle } from '../app/shop-title';
import { breadcrumbJsonLd, siteOf, type Crumb, type SiteContext } from '../content/json-ld';
import type { Translate } from '../i18n/i18n-context';
import type { ContentOf, ContentPageKind } from './ContentOutline';

/** What a content page says of itself in the head, beside its trail. */
export interface ContentHead extends Omit<PageHead, 'jsonLd'> {
  /** Its breadcrumb trail, which the head names as structured data too. */
  readonly crumbs: readonly Crumb[];
  /** Its own structured data, named before the trail. */
  readonly jsonLd?: readonly object[];
}

/**
 * The head of a content page (FAQ, services, blog, brands) from what it shows (`page`): its title
 * followed by the shop's name, and its trail as structured data; the shop's name alone while there is
 * nothing to show.
 */
export function contentPageHead<P>(
  { services, match }: LoadContext<'config'>,
  t: Translate,
  page: P | null | undefined,
  describe: (page: P, site: SiteContext) => ContentHead,
): PageHead {
  if (page === null || page === undefined) return { title: t('common.shopName') };
  const site = siteOf(services.config.shopOrigin, match.language, t);
  const { title, crumbs, jsonLd = [], ...rest } = describe(page, site);
  return {
    title: shopTitle(title, t),
    ...rest,
    jsonLd: [...jsonLd, breadcrumbJsonLd(site, crumbs)],
  };
}

/** The `head` of the content page of kind `of`, from what `describe` says of the loaded page. */
export function contentHeadOf<K extends ContentPageKind>(
  of: K,
  describe: (page: ContentOf<K>, t: Translate, site: SiteContext) => ContentHead,
): (context: LoadContext<'config' | 'content'>, t: Translate) => PageHead {
  return (context, t) => {
    const page = context.services.content.pageOf(of);
    return contentPageHead(context, t, page ?? undefined, (shown, site) => describe(shown, t, site));
  };
}
