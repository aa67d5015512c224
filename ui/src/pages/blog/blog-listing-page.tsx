import { firstQueryValue, parseQueryString } from '@fanshop/core/catalog';
import type { BlogListing } from '@fanshop/core/content';
import type { AlternatePaths, RouteMatch } from '@fanshop/core/navigation';
import type { ContextOf, PageProps } from '../../app/page-module';
import { useT, type Translate } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import type { Crumb } from '../../content/json-ld';
import { shopPaths } from '../../content/shop-paths';
import { trailFromHome } from '../../content/crumbs';
import { BlogTeaserGrid } from '../BlogTeaserGrid';
import { ContentHeader, ContentOutline, ContentTabs } from '../ContentOutline';
import { contentHeadOf } from '../content-page-head';

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
export default function BlogListingPage(_props: PageProps) {
  const { t, language } = useT();
  const paths = shopPaths(language);
  return (
    <ContentOutline of="blogListing" className="blog-listing" crumbs={crumbsOf}>
      {(listing) => (
        <>
          <ContentHeader title={listing.title} intro={listing.intro ?? t('blog.intro')} />
          <ContentTabs
            label={t('blog.categoriesLabel')}
            tabs={TABS.map((tab) => ({
              key: tab.key,
              href: paths[tab.path],
              label: t(`blog.tab.${tab.key}`),
              current: isTabOf(listing, tab),
            }))}
          />
          {listing.posts.length === 0 ? (
            <p className="notice">{t('blog.empty')}</p>
          ) : (
            <BlogTeaserGrid posts={listing.posts} listing />
          )}
          <Pagination listing={listing} />
        </>
      )}
    </ContentOutline>
  );
}

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

export const head = contentHeadOf('blogListing', (listing, t) => {
  const pageSuffix = listing.page > 1 ? ` – ${t('blog.pageLabel', { page: listing.page })}` : '';
  return {
    title: `${listing.title}${pageSuffix}`,
    description: listing.intro ?? t('blog.intro'),
    canonicalPath: pageHref(listing.path, listing.page),
    // The API names the listing's first page in each language (`/blog/guides/` ↔ `/blog/ratgeber/`).
    ...(listing.seo?.alternates ? { alternates: pagedAlternates(listing.seo.alternates, listing.page) } : {}),
    crumbs: crumbsOf(listing, t),
  };
});

/** The alternates of a listing page: the same page number on each language's listing path. */
function pagedAlternates(alternates: AlternatePaths, page: number): AlternatePaths {
  return Object.fromEntries(
    Object.entries(alternates).map(([language, path]) => [language, pageHref(path, page)]),
  ) as AlternatePaths;
}
