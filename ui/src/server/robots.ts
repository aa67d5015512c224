import { localisePath } from '@fanshop/core/navigation';
import { SEARCH_PATH } from '@fanshop/core/search';
import { LANGUAGES } from '@fanshop/core/shared';

/**
 * Storefront areas that are personal or endless and never indexed: the account, the wishlist, the
 * sign-in and password pages, the double opt-in confirmation, and search results.
 */
export const NOT_INDEXED_PATHS: readonly string[] = [
  '/my-account/',
  '/wishlist/',
  '/login/',
  '/register/',
  '/forgot-password/',
  '/reset-password/',
  '/doi/',
  SEARCH_PATH,
];

/** Every not-indexed area in every language (`/wishlist/` and `/de/wishlist/`). */
export function notIndexedPrefixes(): string[] {
  return LANGUAGES.flatMap((language) => NOT_INDEXED_PATHS.map((path) => localisePath(path, language)));
}

/** True for a path (with or without language prefix) inside an area that is never indexed. */
export function isNotIndexed(path: string): boolean {
  const lower = path.toLowerCase();
  return notIndexedPrefixes().some((prefix) => lower.startsWith(prefix));
}

/** `robots.txt`: the shop may be crawled except the not-indexed areas; names the sitemap. */
export function robotsTxt(origin: string): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...notIndexedPrefixes().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
  ];
  return `${lines.join('\n')}\n`;
}
