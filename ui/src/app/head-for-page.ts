import type { Container } from 'inversify';
import type { PageHead } from './page-module';
import { loadedPageModule } from './pages';
import type { CurrentPage } from './router.store';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The head of the error page: its title, never indexed. */
export function errorHead(status: number, t: Translate): PageHead {
  return {
    title: `${t(status === 404 ? 'errors.notFoundTitle' : 'errors.serverErrorTitle')} | ${t('common.shopName')}`,
    noindex: true,
  };
}

/** The head tags of the page on screen, from its module's `head()` or the error page's. */
export function headForPage(page: CurrentPage, container: Container, t: Translate): PageHead {
  const module = page.page ? loadedPageModule(page.page) : undefined;
  if (page.match && page.status === 200 && module?.head)
    return module.head({ container, match: page.match }, t);
  return errorHead(page.status, t);
}
