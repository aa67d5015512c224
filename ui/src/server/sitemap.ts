import type { SitemapPage } from '@fanshop/core/catalog';
import { localisePath } from '@fanshop/core/navigation';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@fanshop/core/shared';
import { escapeXml } from './escape';
import { HREFLANG } from './page-head';
import { isNotIndexed } from './robots';

/** A sitemap file may hold at most 50,000 URLs (sitemaps.org); pages beyond are left out. */
export const MAX_SITEMAP_URLS = 50_000;

/** A path as a URL path: already-encoded parts kept, anything else (spaces, umlauts) percent-encoded. */
function encodePath(path: string): string {
  try {
    return encodeURI(decodeURI(path));
  } catch {
    return encodeURI(path);
  }
}

/** `lastmod` takes a W3C date; anything else is left out. */
function lastModOf(value: string | undefined): string | undefined {
  const date = value?.slice(0, 10);
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined;
}

/**
 * `sitemap.xml`: one `<url>` per page and language, absolute URLs on the shop's origin, each with
 * `xhtml:link` alternates for every language and `x-default` (the default language). Pages in
 * not-indexed areas are left out; everything is XML-escaped.
 */
export function sitemapXml(pages: readonly SitemapPage[], origin: string): string {
  const perPage = LANGUAGES.length;
  const indexed = pages
    .filter((page) => !LANGUAGES.some((language) => isNotIndexed(page.paths[language])))
    .slice(0, Math.floor(MAX_SITEMAP_URLS / perPage));
  const url = (page: SitemapPage, language: Language) =>
    escapeXml(origin + encodePath(localisePath(page.paths[language], language)));
  const entries = indexed.flatMap((page) => {
    const links = [
      ...LANGUAGES.map(
        (language) =>
          `    <xhtml:link rel="alternate" hreflang="${HREFLANG[language]}" href="${url(page, language)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(page, DEFAULT_LANGUAGE)}"/>`,
    ];
    const lastMod = lastModOf(page.lastModified);
    return LANGUAGES.map((language) =>
      [
        '  <url>',
        `    <loc>${url(page, language)}</loc>`,
        ...(lastMod ? [`    <lastmod>${lastMod}</lastmod>`] : []),
        ...links,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
