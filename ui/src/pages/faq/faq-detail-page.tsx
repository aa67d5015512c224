import { observer } from 'mobx-react-lite';
import type { FaqDetail } from '@fanshop/core/content';
import type { ContextOf, PageHead, PageProps } from '../../app/page-module';
import { useService } from '../../di/services-context';
import { useT, type Translate } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { Breadcrumbs } from '../../content/Breadcrumbs';
import { breadcrumbJsonLd, faqJsonLd, type Crumb } from '../../content/json-ld';
import { ServiceNav } from '../static/ServiceNav';
import { FaqAccordion } from './FaqAccordion';
import { trailFromHome } from '../../content/crumbs';
import { alternatesOf, siteOf } from '../../content/content-head';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['config', 'content'] as const;
type Context = ContextOf<typeof services>;

function crumbsOf(detail: FaqDetail, t: Translate): Crumb[] {
  return trailFromHome(t, { name: t('faq.title'), path: '/faq/' }, { name: detail.title, path: detail.path });
}

/** An FAQ topic (`/faq/…`): its questions as disclosures. */
const FaqDetailPage = observer(function FaqDetailPage(_props: PageProps) {
  const content = useService('content');
  const { t } = useT();
  const detail = content.faqDetail;
  if (!detail) return null;
  return (
    <div className="container page content-page faq-detail">
      <Breadcrumbs crumbs={crumbsOf(detail, t)} />
      <header className="content-page__header">
        <h1>{detail.title}</h1>
        <p className="content-page__intro">{t('faq.detailIntro')}</p>
      </header>
      {detail.entries.length === 0 ? (
        <p className="notice">{t('faq.empty')}</p>
      ) : (
        <FaqAccordion entries={detail.entries} />
      )}
      <p className="faq-detail__back">
        <ShopLink href="/faq/">{t('faq.backToOverview')}</ShopLink>
      </p>
      <ServiceNav />
    </div>
  );
});

export default FaqDetailPage;

export async function load({ services, match }: Context): Promise<void> {
  await services.content.loadFaqDetail(match.path, match.language);
}

export function head({ services, match }: Context, t: Translate): PageHead {
  const detail = services.content.faqDetail;
  if (!detail) return { title: t('common.shopName') };
  const site = siteOf(services.config.shopOrigin, match.language, t);
  return {
    title: `${detail.title} – ${t('faq.title')} | ${t('common.shopName')}`,
    description: detail.seo?.description ?? t('faq.detailDescription', { topic: detail.title }),
    canonicalPath: detail.path,
    ...alternatesOf(detail.seo),
    jsonLd: [faqJsonLd(detail), breadcrumbJsonLd(site, crumbsOf(detail, t))],
  };
}
