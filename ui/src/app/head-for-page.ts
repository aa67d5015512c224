import type { ServiceResolver } from '../di/services';
import { splitLanguage, splitUrl } from '@fanshop/core/navigation';
import type { Language } from '@fanshop/core/shared';
import { pageContext, type PageHead } from './page-module';
import { shopTitle } from './shop-title';
import { loadedPageModule } from './pages';
import type { CurrentPage } from './router.store';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The head of the error page: its title, never indexed. */
export function errorHead(status: number, t: Translate): PageHead {
  return {
    title: shopTitle(t(status === 404 ? 'errors.notFoundTitle' : 'errors.serverErrorTitle'), t),
    noindex: true,
  };
}

/** The head tags of the page on screen, from its module's `head()` or the error page's. */
export function headForPage(page: CurrentPage, services: ServiceResolver, t: Translate): PageHead {
  const module = page.page ? loadedPageModule(page.page) : undefined;
  if (page.match && page.status === 200 && module?.head)
    return module.head(pageContext(module, page.match, services), t);
  return errorHead(page.status, t);
}

/**
 * The path (unprefixed) of the page on screen in another language, when its head names one: the
 * language switch follows translated slugs (`/men/` → `/de/herren/`). Undefined while `path` is not
 * yet the page on screen (a navigation still loading) or for an error page.
 */
export function alternatePathFor(
  page: CurrentPage,
  path: string,
  services: ServiceResolver,
  t: Translate,
  language: Language,
): string | undefined {
  if (page.status !== 200 || !page.match) return undefined;
  const shown = splitUrl(splitLanguage(page.url).path).path;
  const wanted = splitUrl(splitLanguage(path).path).path;
  if (shown.toLowerCase() !== wanted.toLowerCase()) return undefined;
  return headForPage(page, services, t).alternates?.[language];
}
