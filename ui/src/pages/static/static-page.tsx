import { observer } from 'mobx-react-lite';
import type { StaticPage as StaticContent } from '@fanshop/core/content';
import type { ContextOf, PageHead, PageProps } from '../../app/page-module';
import { useService } from '../../di/services-context';
import { useT, type Translate } from '../../i18n/i18n-context';
import { Breadcrumbs } from '../../content/Breadcrumbs';
import { RichText } from '../../content/RichText';
import { breadcrumbJsonLd, type Crumb } from '../../content/json-ld';
import { ServiceNav } from './ServiceNav';
import { trailFromHome } from '../../content/crumbs';
import { alternatesOf, descriptionOf, siteOf } from '../../content/content-head';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['config', 'content'] as const;
type Context = ContextOf<typeof services>;

function crumbsOf(page: StaticContent, t: Translate): Crumb[] {
  return trailFromHome(t, { name: page.title, path: page.path });
}

/** A static or services page (`/static/…`, `/services/…`): title and body, then the service links. */
const StaticPage = observer(function StaticPage(_props: PageProps) {
  const content = useService('content');
  const { t } = useT();
  const page = content.staticPage;
  if (!page) return null;
  return (
    <div className="container page content-page static-page">
      <Breadcrumbs crumbs={crumbsOf(page, t)} />
      <article className="article" aria-labelledby="static-title">
        <header className="article__header">
          <h1 id="static-title">{page.title}</h1>
        </header>
        <RichText html={page.html} className="prose" />
      </article>
      <ServiceNav currentPath={page.path} />
    </div>
  );
});

export default StaticPage;

export async function load({ services, match }: Context): Promise<void> {
  await services.content.loadStaticPage(match.path, match.language);
}

export function head({ services, match }: Context, t: Translate): PageHead {
  const page = services.content.staticPage;
  if (!page) return { title: t('common.shopName') };
  const site = siteOf(services.config.shopOrigin, match.language, t);
  const description = descriptionOf(page);
  return {
    title: `${page.title} | ${t('common.shopName')}`,
    ...(description ? { description } : {}),
    canonicalPath: page.path,
    ...alternatesOf(page.seo),
    jsonLd: [breadcrumbJsonLd(site, crumbsOf(page, t))],
  };
}
