import type { FaqDetail } from '@fanshop/core/content';
import type { ContextOf, PageProps } from '../../app/page-module';
import { useT, type Translate } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import type { Crumb } from '../../content/json-ld';
import { faqJsonLd } from '../../content/faq-json-ld';
import { FaqAccordion } from './FaqAccordion';
import { trailFromHome } from '../../content/crumbs';
import { alternatesOf } from '../../content/content-head';
import { ContentOutline } from '../ContentOutline';
import { FaqBody } from './FaqBody';
import { contentHeadOf } from '../content-page-head';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['config', 'content'] as const;
type Context = ContextOf<typeof services>;

function crumbsOf(detail: FaqDetail, t: Translate): Crumb[] {
  return trailFromHome(t, { name: t('faq.title'), path: '/faq/' }, { name: detail.title, path: detail.path });
}

/** An FAQ topic (`/faq/…`): its questions as disclosures. */
export default function FaqDetailPage(_props: PageProps) {
  const { t } = useT();
  const back = (
    <p className="faq-detail__back">
      <ShopLink href="/faq/">{t('faq.backToOverview')}</ShopLink>
    </p>
  );
  return (
    <ContentOutline of="faqDetail" className="faq-detail" crumbs={crumbsOf}>
      {(detail) => (
        <FaqBody
          title={detail.title}
          intro={t('faq.detailIntro')}
          empty={detail.entries.length === 0}
          after={back}
        >
          <FaqAccordion entries={detail.entries} />
        </FaqBody>
      )}
    </ContentOutline>
  );
}

export async function load({ services, match }: Context): Promise<void> {
  await services.content.loadFaqDetail(match.path, match.language);
}

export const head = contentHeadOf('faqDetail', (detail, t) => ({
  title: `${detail.title} – ${t('faq.title')}`,
  description: detail.seo?.description ?? t('faq.detailDescription', { topic: detail.title }),
  canonicalPath: detail.path,
  ...alternatesOf(detail.seo),
  crumbs: crumbsOf(detail, t),
  jsonLd: [faqJsonLd(detail)],
}));
