import { observer } from 'mobx-react-lite';
import type { BlogArticle } from '@fanshop/core/content';
import type { ContextOf, PageHead, PageProps } from '../../app/page-module';
import { useService } from '../../di/services-context';
import { useT, type Translate } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { ProductGrid } from '../../catalog/ProductGrid';
import { Breadcrumbs } from '../../content/Breadcrumbs';
import { BlogTeaserCard } from '../../content/BlogTeaserCard';
import { RichText } from '../../content/RichText';
import { contentDateTime, formatContentDate } from '../../content/content-date';
import { articleJsonLd, breadcrumbJsonLd, type Crumb } from '../../content/json-ld';
import { shopPaths } from '../../content/shop-paths';
import { trailFromHome } from '../../content/crumbs';
import { alternatesOf, descriptionOf, siteOf } from '../../content/content-head';

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
const BlogArticlePage = observer(function BlogArticlePage(_props: PageProps) {
  const content = useService('content');
  const { t, language } = useT();
  const article = content.blogArticle;
  if (!article) return null;
  const date = formatContentDate(article.publishedAt, language);
  return (
    <div className="container page content-page article-page">
      <Breadcrumbs crumbs={crumbsOf(article, t)} />
      <article className="article" aria-labelledby="article-title">
        <header className="article__header">
          <h1 id="article-title">{article.title}</h1>
          {article.author || date ? (
            <p className="article__meta">
              {article.author ? <span>{t('blog.byline', { author: article.author })}</span> : null}
              {date ? <time dateTime={contentDateTime(article.publishedAt)}>{date}</time> : null}
            </p>
          ) : null}
        </header>
        {article.image ? (
          <img className="article__image" src={article.image} alt="" width={800} height={400} />
        ) : null}
        <RichText html={article.html} className="prose" />
        <p className="article__back">
          <ShopLink href={shopPaths(language).blog}>{t('blog.backToBlog')}</ShopLink>
        </p>
      </article>
      {article.products ? (
        <section className="content-section article-look" aria-labelledby="article-look">
          <h2 id="article-look" className="content-section__title">
            {t('blog.shopTheLook')}
          </h2>
          <ProductGrid products={article.products} listName="shop this look" wide />
        </section>
      ) : null}
      {article.related.length > 0 ? (
        <section className="content-section" aria-labelledby="article-related">
          <h2 id="article-related" className="content-section__title">
            {t('blog.related')}
          </h2>
          <ul className="teaser-grid">
            {article.related.map((post) => (
              <li key={post.id}>
                <BlogTeaserCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
});

export default BlogArticlePage;

export async function load({ services, match }: Context): Promise<void> {
  const { priceType } = services.session;
  await services.content.loadBlogArticle(match.path, match.language, priceType);
}

export function head({ services, match }: Context, t: Translate): PageHead {
  const article = services.content.blogArticle;
  if (!article) return { title: t('common.shopName') };
  const site = siteOf(services.config.shopOrigin, match.language, t);
  const description = descriptionOf(article);
  return {
    title: `${article.title} | ${t('common.shopName')}`,
    description,
    canonicalPath: article.path,
    ...alternatesOf(article.seo),
    ...(article.image ? { image: article.image } : {}),
    jsonLd: [articleJsonLd(site, article, description), breadcrumbJsonLd(site, crumbsOf(article, t))],
  };
}
