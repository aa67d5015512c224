import { observer } from 'mobx-react-lite';
import { firstQueryValue, parseQueryString } from '@fanshop/core/catalog';
import type { BlogListing } from '@fanshop/core/content';
import type { AlternatePaths, RouteMatch } from '@fanshop/core/navigation';
import type { ContextOf, PageHead, PageProps } from '../../app/page-module';
import { useService } from '../../di/services-context';
import { useT, type Translate } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { Breadcrumbs } from '../../content/Breadcrumbs';
import { BlogTeaserCard } from '../../content/BlogTeaserCard';
import { breadcrumbJsonLd, type Crumb } from '../../content/json-ld';
import { shopPaths } from '../../content/shop-paths';
import { trailFromHome } from '../../content/crumbs';
import { siteOf } from '../../content/content-head';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['config', 'content'] as const;
type Context = ContextOf<typeof services>;

/** The page number a listing URL asks for (`?page=2`); the use case reads anything else as the first. */
function requestedPage(match: RouteMatch): number {
  return Number(firstQueryValue(parseQueryString(match.query), 'page') ?? 1);
}

/** The URL of one page of a listing: the first page has no query. */
function pageHref(path: string, page: number): string {
  return page <= 1 ? path : `${path}?page=${page}`;
}

const TABS = [
  { key: 'all', path: 'blog' },
  { key: 'news', path: 'blogNews' },
  { key: 'guides', path: 'blogGuides' },
] as const;

/** True when the listing is the tab's, in the slugs of either language. */
function isTabOf(listing: BlogListing, tab: (typeof TABS)[number]): boolean {
  return ['en-US', 'de-AT'].some((language) => shopPaths(language)[tab.path] === listing.path.toLowerCase());
}

function crumbsOf(listing: BlogListing, t: Translate): Crumb[] {
  const crumbs = trailFromHome(t, { name: t('blog.title'), path: '/blog/' });
  if (listing.path.toLowerCase() !== '/blog/') crumbs.push({ name: listing.title, path: listing.path });
  return crumbs;
}

/** The blog and guide listing (`/blog/…`): category tabs, teaser cards and the pages. */
const BlogListingPage = observer(function BlogListingPage(_props: PageProps) {
  const content = useService('content');
  const { t, language } = useT();
  const listing = content.blogListing;
  if (!listing) return null;
  const paths = shopPaths(language);
  return (
    <div className="container page content-page blog-listing">
      <Breadcrumbs crumbs={crumbsOf(listing, t)} />
      <header className="content-page__header">
        <h1>{listing.title}</h1>
        <p className="content-page__intro">{listing.intro ?? t('blog.intro')}</p>
      </header>
      <nav className="segmented" aria-label={t('blog.categoriesLabel')}>
        <ul className="segmented__list">
          {TABS.map((tab) => (
            <li key={tab.key}>
              <ShopLink
                href={paths[tab.path]}
                className="segmented__item"
                aria-current={isTabOf(listing, tab) ? 'page' : undefined}
              >
                {t(`blog.tab.${tab.key}`)}
              </ShopLink>
            </li>
          ))}
        </ul>
      </nav>
      {listing.posts.length === 0 ? (
        <p className="notice">{t('blog.empty')}</p>
      ) : (
        <ul className="teaser-grid teaser-grid--listing">
          {listing.posts.map((post) => (
            <li key={post.id}>
              <BlogTeaserCard post={post} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination listing={listing} />
    </div>
  );
});

export default BlogListingPage;

function Pagination({ listing }: { listing: BlogListing }) {
  const { t } = useT();
  if (listing.pageCount <= 1) return null;
  const pages = Array.from({ length: listing.pageCount }, (_, i) => i + 1);
  return (
    <nav className="pagination" aria-label={t('blog.pagination')}>
      <ul className="pagination__list">
        {listing.page > 1 ? (
          <li>
            <ShopLink href={pageHref(listing.path, listing.page - 1)} className="pagination__step" rel="prev">
              {t('blog.previous')}
            </ShopLink>
          </li>
        ) : null}
        {pages.map((page) => (
          <li key={page}>
            <ShopLink
              href={pageHref(listing.path, page)}
              className="pagination__page"
              aria-current={page === listing.page ? 'page' : undefined}
              aria-label={t('blog.pageLabel', { page })}
            >
              {String(page)}
            </ShopLink>
          </li>
        ))}
        {listing.page < listing.pageCount ? (
          <li>
            <ShopLink href={pageHref(listing.path, listing.page + 1)} className="pagination__step" rel="next">
              {t('blog.next')}
            </ShopLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

export async function load({ services, match }: Context): Promise<void> {
  await services.content.loadBlogListing(match.path, match.language, requestedPage(match));
}

export function head({ services, match }: Context, t: Translate): PageHead {
  const listing = services.content.blogListing;
  if (!listing) return { title: t('common.shopName') };
  const site = siteOf(services.config.shopOrigin, match.language, t);
  const pageSuffix = listing.page > 1 ? ` – ${t('blog.pageLabel', { page: listing.page })}` : '';
  return {
    title: `${listing.title}${pageSuffix} | ${t('common.shopName')}`,
    description: listing.intro ?? t('blog.intro'),
    canonicalPath: pageHref(listing.path, listing.page),
    // The API names the listing's first page in each language (`/blog/guides/` ↔ `/blog/ratgeber/`).
    ...(listing.seo?.alternates ? { alternates: pagedAlternates(listing.seo.alternates, listing.page) } : {}),
    jsonLd: [breadcrumbJsonLd(site, crumbsOf(listing, t))],
  };
}

/** The alternates of a listing page: the same page number on each language's listing path. */
function pagedAlternates(alternates: AlternatePaths, page: number): AlternatePaths {
  return Object.fromEntries(
    Object.entries(alternates).map(([language, path]) => [language, pageHref(path, page)]),
  ) as AlternatePaths;
}
