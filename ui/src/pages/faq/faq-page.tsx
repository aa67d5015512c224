import { observer } from 'mobx-react-lite';
import type { ContextOf, PageHead, PageProps } from '../../app/page-module';
import { useService } from '../../di/services-context';
import { useT, type Translate } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { Breadcrumbs } from '../../content/Breadcrumbs';
import { breadcrumbJsonLd, type Crumb } from '../../content/json-ld';
import { ServiceNav } from '../static/ServiceNav';
import { faqAnchors, faqQuestionHref } from '../../content/faq-anchor';
import { trailFromHome } from '../../content/crumbs';
import { alternatesOf, siteOf } from '../../content/content-head';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['config', 'content'] as const;
type Context = ContextOf<typeof services>;

function crumbsOf(title: string, t: Translate): Crumb[] {
  return trailFromHome(t, { name: title, path: '/faq/' });
}

/** The FAQ overview (`/faq/`): the topics with their questions, each leading to the topic's page. */
const FaqPage = observer(function FaqPage(_props: PageProps) {
  const content = useService('content');
  const { t } = useT();
  const overview = content.faqOverview;
  if (!overview) return null;
  return (
    <div className="container page content-page faq-page">
      <Breadcrumbs crumbs={crumbsOf(overview.title, t)} />
      <header className="content-page__header">
        <h1>{overview.title}</h1>
        <p className="content-page__intro">{t('faq.intro')}</p>
      </header>
      {overview.categories.length === 0 ? (
        <p className="notice">{t('faq.empty')}</p>
      ) : (
        <ul className="faq-topics">
          {overview.categories.map((category) => {
            // Straight to the answer: the topic's page opens the question its anchor names.
            const anchors = faqAnchors(category.questions.map((question) => question.title));
            return (
              <li key={category.url} className="faq-topic">
                <h2 className="faq-topic__title">
                  <ShopLink href={category.url}>{category.title}</ShopLink>
                </h2>
                <ul className="faq-topic__questions">
                  {category.questions.map((question, index) => (
                    <li key={question.title}>
                      <ShopLink href={faqQuestionHref(question.url, anchors[index] ?? '')}>
                        {question.title}
                      </ShopLink>
                    </li>
                  ))}
                </ul>
                <ShopLink
                  href={category.url}
                  className="faq-topic__more"
                  aria-label={t('faq.allAnswersOf', { topic: category.title })}
                >
                  {t('faq.allAnswers')}
                </ShopLink>
              </li>
            );
          })}
        </ul>
      )}
      <ServiceNav />
    </div>
  );
});

export default FaqPage;

export async function load({ services, match }: Context): Promise<void> {
  await services.content.loadFaqOverview(match.path, match.language);
}

export function head({ services, match }: Context, t: Translate): PageHead {
  const overview = services.content.faqOverview;
  if (!overview) return { title: t('common.shopName') };
  const site = siteOf(services.config.shopOrigin, match.language, t);
  return {
    title: `${overview.title} | ${t('common.shopName')}`,
    description: t('faq.intro'),
    canonicalPath: '/faq/',
    ...alternatesOf(overview.seo),
    jsonLd: [breadcrumbJsonLd(site, crumbsOf(overview.title, t))],
  };
}
