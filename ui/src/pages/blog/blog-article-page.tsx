import type { BlogArticle } from '@fanshop/core/content';
import type { ContextOf, PageProps } from '../../app/page-module';
import { useT, type Translate } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { ProductGrid } from '../../catalog/ProductGrid';
import { contentDateTime, formatContentDate } from '../../content/content-date';
import { articleJsonLd, type Crumb } from '../../content/json-ld';
import { shopPaths } from '../../content/shop-paths';
import { trailFromHome } from '../../content/crumbs';
import { alternatesOf, descriptionOf } from '../../content/content-head';
import { BlogTeaserGrid } from '../BlogTeaserGrid';
import { ContentArticle, ContentOutline, ContentSection } from '../ContentOutline';
import { contentHeadOf } from '../content-page-head';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['config', 'content', 'session'] as const;
type Context = ContextOf<typeof services>;

function crumbsOf(article: BlogArticle, t: Translate): Crumb[] {
  return trailFromHome(
    t,
    { name: t('blog.title'), path: '/blog/' },
    { name: article.title, path: article.path },
  );
}

/** A blog post or guide article (`/blog/article/…`): title, byline, picture, body and related posts. */
export default function BlogArticlePage(_props: PageProps) {
  const { t, language } = useT();
  return (
    <ContentOutline of="blogArticle" className="article-page" crumbs={crumbsOf}>
      {(article) => (
        <>
          <ContentArticle
            titleId="article-title"
            title={article.title}
            meta={<Byline article={article} />}
            image={article.image}
            html={article.html}
          >
            <p className="article__back">
              <ShopLink href={shopPaths(language).blog}>{t('blog.backToBlog')}</ShopLink>
            </p>
          </ContentArticle>
          {article.products ? (
            <ContentSection id="article-look" title={t('blog.shopTheLook')} className="article-look">
              <ProductGrid products={article.products} listName="shop this look" wide />
            </ContentSection>
          ) : null}
          {article.related.length > 0 ? (
            <ContentSection id="article-related" title={t('blog.related')}>
              <BlogTeaserGrid posts={article.related} />
            </ContentSection>
          ) : null}
        </>
      )}
    </ContentOutline>
  );
}

/** Who wrote the article and when it was published, as far as it says. */
function Byline({ article }: { article: BlogArticle }) {
  const { t, language } = useT();
  const date = formatContentDate(article.publishedAt, language);
  if (!article.author && !date) return null;
  return (
    <p className="article__meta">
      {article.author ? <span>{t('blog.byline', { author: article.author })}</span> : null}
      {date ? <time dateTime={contentDateTime(article.publishedAt)}>{date}</time> : null}
    </p>
  );
}

export async function load({ services, match }: Context): Promise<void> {
  const { priceType } = services.session;
  await services.content.loadBlogArticle(match.path, match.language, priceType);
}

export const head = contentHeadOf('blogArticle', (article, t, site) => {
  const description = descriptionOf(article);
  return {
    title: article.title,
    description,
    canonicalPath: article.path,
    ...alternatesOf(article.seo),
    ...(article.image ? { image: article.image } : {}),
    crumbs: crumbsOf(article, t),
    jsonLd: [articleJsonLd(site, article, description)],
  };
});
