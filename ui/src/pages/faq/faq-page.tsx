import type { FaqOverview } from '@fanshop/core/content';
import type { ContextOf, PageProps } from '../../app/page-module';
import { useT, type Translate } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import type { Crumb } from '../../content/json-ld';
import { faqAnchors, faqQuestionHref } from '../../content/faq-anchor';
import { trailFromHome } from '../../content/crumbs';
import { alternatesOf } from '../../content/content-head';
import { ContentOutline } from '../ContentOutline';
import { FaqBody } from './FaqBody';
import { contentHeadOf } from '../content-page-head';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['config', 'content'] as const;
type Context = ContextOf<typeof services>;

function crumbsOf(overview: FaqOverview, t: Translate): Crumb[] {
  return trailFromHome(t, { name: overview.title, path: '/faq/' });
}

/** The FAQ overview (`/faq/`): the topics with their questions, each leading to the topic's page. */
export default function FaqPage(_props: PageProps) {
  const { t } = useT();
  return (
    <ContentOutline of="faqOverview" className="faq-page" crumbs={crumbsOf}>
      {(overview) => (
        <FaqBody title={overview.title} intro={t('faq.intro')} empty={overview.categories.length === 0}>
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
        </FaqBody>
      )}
    </ContentOutline>
  );
}

export async function load({ services, match }: Context): Promise<void> {
  await services.content.loadFaqOverview(match.path, match.language);
}

export const head = contentHeadOf('faqOverview', (overview, t) => ({
  title: overview.title,
  description: t('faq.intro'),
  canonicalPath: '/faq/',
  ...alternatesOf(overview.seo),
  crumbs: crumbsOf(overview, t),
}));
