import { localisePath } from '@fanshop/core/navigation';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@fanshop/core/shared';
import { pathInLanguage, type PageHead } from '../app/page-module';
import { scriptJson } from '../app/hydration';
import { escapeHtml } from './escape';

/** `hreflang` values per shop language. */
export const HREFLANG: Readonly<Record<Language, string>> = { 'en-US': 'en', 'de-AT': 'de' };

/**
 * The head tags of a page: title, description, canonical with `hreflang` alternates for every language
 * (the page's own path in each language when it names them, else the canonical path with the other
 * prefix), robots, Open Graph, and JSON-LD. Everything is escaped; JSON-LD cannot close its script
 * element.
 */
export function renderHead(head: PageHead, language: Language, origin: string, shopName: string): string {
  const tags: string[] = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}">`);
  if (head.noindex) tags.push('<meta name="robots" content="noindex, follow">');
  if (head.canonicalPath !== undefined) {
    const canonical = origin + localisePath(head.canonicalPath, language);
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
    const canonicalPath = head.canonicalPath;
    // The canonical's query (a listing's `?page=2`) names the same variant in every language, while
    // translated alternates name bare paths: page 2 links page 2 of the other language, not its page 1.
    const queryAt = canonicalPath.indexOf('?');
    const query = queryAt < 0 ? '' : canonicalPath.slice(queryAt);
    const hrefIn = (lng: Language) => {
      const path = pathInLanguage(head, lng, language) ?? canonicalPath;
      return origin + localisePath(path.includes('?') ? path : path + query, lng);
    };
    for (const lng of LANGUAGES) {
      tags.push(`<link rel="alternate" hreflang="${HREFLANG[lng]}" href="${escapeHtml(hrefIn(lng))}">`);
    }
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(hrefIn(DEFAULT_LANGUAGE))}">`);
    tags.push(`<meta property="og:url" content="${escapeHtml(canonical)}">`);
  }
  tags.push(`<meta property="og:site_name" content="${escapeHtml(shopName)}">`);
  tags.push(`<meta property="og:title" content="${escapeHtml(head.title)}">`);
  tags.push(`<meta property="og:type" content="website">`);
  tags.push(`<meta property="og:locale" content="${language.replace('-', '_')}">`);
  if (head.description)
    tags.push(`<meta property="og:description" content="${escapeHtml(head.description)}">`);
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}">`);
  for (const data of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('\n    ');
}
