import type { StaticPage as StaticContent } from '@fanshop/core/content';
import type { ContextOf, PageProps } from '../../app/page-module';
import type { Translate } from '../../i18n/i18n-context';
import type { Crumb } from '../../content/json-ld';
import { ServiceNav } from './ServiceNav';
import { trailFromHome } from '../../content/crumbs';
import { alternatesOf, descriptionOf } from '../../content/content-head';
import { ContentArticle, ContentOutline } from '../ContentOutline';
import { contentHeadOf } from '../content-page-head';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['config', 'content'] as const;
type Context = ContextOf<typeof services>;

function crumbsOf(page: StaticContent, t: Translate): Crumb[] {
  return trailFromHome(t, { name: page.title, path: page.path });
}

/** A static or services page (`/static/…`, `/services/…`): title and body, then the service links. */
export default function StaticPage(_props: PageProps) {
  return (
    <ContentOutline of="staticPage" className="static-page" crumbs={crumbsOf}>
      {(page) => (
        <>
          <ContentArticle titleId="static-title" title={page.title} html={page.html} />
          <ServiceNav currentPath={page.path} />
        </>
      )}
    </ContentOutline>
  );
}

export async function load({ services, match }: Context): Promise<void> {
  await services.content.loadStaticPage(match.path, match.language);
}

export const head = contentHeadOf('staticPage', (page, t) => {
  const description = descriptionOf(page);
  return {
    title: page.title,
    ...(description ? { description } : {}),
    canonicalPath: page.path,
    ...alternatesOf(page.seo),
    crumbs: crumbsOf(page, t),
  };
});
