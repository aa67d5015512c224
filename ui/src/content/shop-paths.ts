import type { Language } from '@fanshop/core/shared';

/** Paths of the shop the content pages link to, in the slugs of each language. */
export interface ShopPaths {
  readonly jerseys: string;
  readonly women: string;
  readonly men: string;
  readonly kids: string;
  readonly outlet: string;
  readonly brands: string;
  readonly blog: string;
  readonly blogNews: string;
  readonly blogGuides: string;
  readonly faq: string;
}

/**
 * The API answers listings and content under the slugs of either language; each language links to
 * its own, so a German page never shows an English URL.
 */
const PATHS: Readonly<Record<Language, ShopPaths>> = {
  'en-US': {
    jerseys: '/jerseys/',
    women: '/women/',
    men: '/men/',
    kids: '/kids/',
    outlet: '/outlet/',
    brands: '/marken/',
    blog: '/blog/',
    blogNews: '/blog/news/',
    blogGuides: '/blog/guides/',
    faq: '/faq/',
  },
  'de-AT': {
    jerseys: '/trikots/',
    women: '/damen/',
    men: '/herren/',
    kids: '/kinder/',
    outlet: '/outlet/',
    brands: '/marken/',
    blog: '/blog/',
    blogNews: '/blog/news/',
    blogGuides: '/blog/ratgeber/',
    faq: '/faq/',
  },
};

/** The shop's paths in a language (unprefixed: `ShopLink` adds the language prefix). */
export function shopPaths(language: string): ShopPaths {
  return language === 'de-AT' ? PATHS['de-AT'] : PATHS['en-US'];
}

/** A link named by its message key. */
export interface KeyedLink {
  readonly key: string;
  readonly href: string;
}

/** The departments, as the footer names them: every list of where to shop starts with them. */
export function departmentLinks(paths: ShopPaths): KeyedLink[] {
  return [
    { key: 'footer.women', href: paths.women },
    { key: 'footer.men', href: paths.men },
    { key: 'footer.kids', href: paths.kids },
  ];
}

/** A link of the footer and the service pages' navigation: a message key and a path per language. */
export interface ServiceLink {
  readonly key: string;
  readonly href: Readonly<Record<Language, string>>;
}

/** Customer service pages (`/services/…` and the FAQ), as the API serves them. */
export const SERVICE_LINKS: readonly ServiceLink[] = [
  { key: 'footer.shipping', href: { 'en-US': '/services/shipping/', 'de-AT': '/services/versand/' } },
  { key: 'footer.returns', href: { 'en-US': '/services/returns/', 'de-AT': '/services/ruecksendung/' } },
  {
    key: 'footer.sizeGuide',
    href: { 'en-US': '/services/size-guide/', 'de-AT': '/services/groessentabelle/' },
  },
  { key: 'footer.faq', href: { 'en-US': '/faq/', 'de-AT': '/faq/' } },
  { key: 'footer.contact', href: { 'en-US': '/services/contact/', 'de-AT': '/services/kontakt/' } },
];

/** The contact page (e-mail, phone and opening hours): where "Need more help?" leads. */
export const CONTACT_LINK: ServiceLink = {
  key: 'static.contactUs',
  href: { 'en-US': '/services/contact/', 'de-AT': '/services/kontakt/' },
};

/** Legal pages (`/static/…`), as the API serves them. */
export const LEGAL_LINKS: readonly ServiceLink[] = [
  { key: 'footer.imprint', href: { 'en-US': '/static/imprint/', 'de-AT': '/static/impressum/' } },
  { key: 'footer.privacy', href: { 'en-US': '/static/privacy/', 'de-AT': '/static/datenschutz/' } },
  { key: 'footer.terms', href: { 'en-US': '/static/terms/', 'de-AT': '/static/agb/' } },
];

/** The path of a service or legal link in a language. */
export function serviceHref(link: ServiceLink, language: string): string {
  return language === 'de-AT' ? link.href['de-AT'] : link.href['en-US'];
}
