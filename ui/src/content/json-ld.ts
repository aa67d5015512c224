import { localisePath } from '@fanshop/core/navigation';
import { SEARCH_PATH } from '@fanshop/core/search';
import type { Language } from '@fanshop/core/shared';
import type { BlogArticle } from '@fanshop/core/content';
import type { Translate } from '../i18n/i18n-context';

/** A step of a breadcrumb trail: a label and an unprefixed app path. */
export interface Crumb {
  readonly name: string;
  readonly path: string;
}

/** Where the page lives, for absolute URLs in structured data. */
export interface SiteContext {
  /** The storefront's origin, e.g. `https://shop.example`. */
  readonly origin: string;
  readonly language: Language;
  readonly shopName: string;
}

/** The vocabulary every piece of the shop's structured data speaks. */
export const CONTEXT = 'https://schema.org';

/** The shop as a page's structured data names it, in the page's language. */
export function siteOf(shopOrigin: string, language: Language, t: Translate): SiteContext {
  return { origin: shopOrigin, language, shopName: t('common.shopName') };
}

/** The absolute URL of an app path in the page's language. */
export function absoluteUrl(site: SiteContext, path: string): string {
  return site.origin + localisePath(path, site.language);
}

/** The shop as an organisation, with its search (home page). */
export function organizationJsonLd(site: SiteContext): object[] {
  const home = absoluteUrl(site, '/');
  return [
    {
      '@context': CONTEXT,
      '@type': 'Organization',
      name: site.shopName,
      url: home,
      logo: `${site.origin}/favicon.svg`,
    },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      name: site.shopName,
      url: home,
      inLanguage: site.language,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${absoluteUrl(site, SEARCH_PATH)}?q={search_term_string}`,
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** A breadcrumb trail as `BreadcrumbList`. */
export function breadcrumbJsonLd(site: SiteContext, crumbs: readonly Crumb[]): object {
  return numberedList(
    'BreadcrumbList',
    crumbs.map((crumb) => ({ name: crumb.name, item: absoluteUrl(site, crumb.path) })),
  );
}

/** The products a listing shows, in order, as an `ItemList` of their pages. */
export function itemListJsonLd(site: SiteContext, paths: readonly string[]): object {
  return numberedList(
    'ItemList',
    paths.map((path) => ({ url: absoluteUrl(site, path) })),
  );
}

/** A list of the given type, its entries as `ListItem`s numbered from 1 in order. */
function numberedList(type: string, entries: readonly object[]): object {
  return {
    '@context': CONTEXT,
    '@type': type,
    itemListElement: entries.map((entry, index) => ({ '@type': 'ListItem', position: index + 1, ...entry })),
  };
}

/** A blog post or guide as `Article`. */
export function articleJsonLd(site: SiteContext, article: BlogArticle, description?: string): object {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: article.title,
    ...(description ? { description } : {}),
    ...(article.image ? { image: [article.image] } : {}),
    ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
    ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
    publisher: { '@type': 'Organization', name: site.shopName, url: absoluteUrl(site, '/') },
    mainEntityOfPage: absoluteUrl(site, article.path),
    inLanguage: site.language,
  };
}
