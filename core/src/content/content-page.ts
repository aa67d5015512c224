import { isApiFailure } from '../shared/errors.js';
import { localisePath } from '../navigation/language.js';
import type { Language } from '../shared/language.js';
import type { AlternatePaths } from '../navigation/alternates.js';
import { PageNotFoundError } from '../navigation/page-not-found-error.js';

/** Head data of a content page for the server-rendered `<title>` and meta description. */
export interface PageSeo {
  readonly title: string;
  readonly description?: string;
  /** The page's path in each language (`/static/imprint/` ↔ `/static/impressum/`), when the API names them. */
  readonly alternates?: AlternatePaths;
}

/** What every content page has: its path, its title and its head data. */
export interface TitledPage {
  readonly path: string;
  readonly title: string;
  readonly seo?: PageSeo;
}

/**
 * The lookup key of a content page: routes match case-insensitively, so `/FAQ/Returns/` must
 * find the page stored as `/faq/returns/`. Content slugs are lower case.
 */
export function contentPath(path: string): string {
  return path.toLowerCase();
}

/**
 * Fetches one content page by path and language, turning "no such page" (a `null` answer or an
 * API 404) into the fatal `PageNotFoundError` for the path the shopper asked for. Any other
 * failure is passed on: it is an error page, not a missing one.
 */
export async function fetchPageOrNotFound<T>(
  fetch: (path: string, language: Language) => Promise<T | null>,
  path: string,
  language: Language,
): Promise<T> {
  let page: T | null;
  try {
    page = await fetch(contentPath(path), language);
  } catch (error) {
    if (isApiFailure(error) && error.status === 404)
      throw new PageNotFoundError(localisePath(path, language));
    throw error;
  }
  if (page === null) throw new PageNotFoundError(localisePath(path, language));
  return page;
}
