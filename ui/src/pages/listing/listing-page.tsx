import { useEffect, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import type { ContextOf, PageHead, PageProps } from '../../app/page-module';
import { useService } from '../../di/services-context';
import { useT, type Translate } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import type { ListingStore } from '../../catalog/listing.store';
import { ProductGrid } from '../../catalog/ProductGrid';
import { CategoryNav } from '../../catalog/CategoryNav';
import { Pagination } from '../../catalog/Pagination';
import { FilterPanel } from '../../catalog/filters/FilterPanel';
import { FilterSheet } from '../../catalog/filters/FilterSheet';
import { FilterChips } from '../../catalog/filters/FilterChips';
import { SortMenu } from '../../catalog/filters/SortMenu';
import { breadcrumbJsonLd, itemListJsonLd, siteOf, type Crumb } from '../../content/json-ld';
import { Breadcrumbs } from '../../content/Breadcrumbs';
import { listingNoindex, listingRecommendedGender, listingTrail, type Listing } from '@fanshop/core/catalog';
import { formatInteger } from '@fanshop/core/shared';
import { SEARCH_PATH, searchResultsPath } from '@fanshop/core/search';
import { PopularLinks } from '../../components/PopularLinks';
import { trailFromHome } from '../../content/crumbs';
import { RetryAlert } from '../../components/RetryAlert';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['config', 'listing'] as const;
type Context = ContextOf<typeof services>;

/**
 * The product listing and search results page (routes `srp`, `search`, `brandsListing`): the trail
 * from home (not on search results, which belong to no place in the shop), heading and count,
 * filters in the left column on desktop and in a sheet on phones, chips, sorting, the products,
 * pagination links, and an empty state. A listing that found nothing shows no filters or sorting (there
 * is nothing to narrow down or order), only the chips that led there; it names the query, suggests a
 * spelling when the catalogue has a near one, and leads on to popular categories and bestsellers.
 */
const ListingPage = observer(function ListingPage(_props: PageProps) {
  const store = useService('listing');
  const analytics = useService('catalogAnalytics');
  const menu = useService('menu');
  const { t, language } = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listing = store.listing;
  const selection = store.selection;
  const listName = listNameOf(store);
  const pageNumber = listing?.pagination.page ?? 1;
  const offset = listing ? (listing.pagination.page - 1) * listing.pagination.perPage : 0;

  // Each listing shown is one list view for analytics (effects run in the browser only).
  useEffect(() => {
    if (listing) analytics.viewItemList(listName, listing.products, offset);
  }, [analytics, listing, listName, offset]);

  // The listing's department is the gender the phone menu opens with (spec section 4).
  useEffect(() => {
    if (listing) menu.recommendGender(listingRecommendedGender(listing));
  }, [menu, listing]);

  // Another page of the same listing starts at its heading, since the path (and so the scroll) stays.
  const shownPage = useRef(pageNumber);
  useEffect(() => {
    if (shownPage.current === pageNumber) return;
    shownPage.current = pageNumber;
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [pageNumber]);

  if (!listing || !selection) return null;
  const total = listing.pagination.total;
  const count = t('listing.productCount', {
    count: total,
    formatted: formatInteger(total, language),
  });
  const empty = listing.products.length === 0;
  const filterCount = store.appliedFilterCount;
  const crumbs = crumbsOf(store, t);

  return (
    <div className="container listing-page">
      {crumbs.length > 1 ? <Breadcrumbs crumbs={crumbs} /> : null}
      <header className="listing-header">
        <h1 ref={headingRef} className="listing-header__title" tabIndex={-1}>
          {headingOf(store, t)}
        </h1>
        <p className="listing-header__count" role="status" aria-live="polite">
          {store.applying ? t('listing.updating') : count}
        </p>
      </header>
      <div className={`listing-layout${empty ? ' listing-layout--empty' : ''}`}>
        {empty ? null : (
          <aside className="listing-sidebar" aria-labelledby="listing-filters-title">
            <CategoryNav />
            <h2 id="listing-filters-title" className="listing-sidebar__title">
              {t('filters.title')}
            </h2>
            <FilterPanel state={selection} mode="apply" mobile={false} />
          </aside>
        )}
        <div className="listing-main">
          {empty ? null : (
            <div className="listing-toolbar">
              <button
                type="button"
                className="button button--secondary listing-toolbar__filters"
                aria-haspopup="dialog"
                aria-expanded={store.draft !== null}
                onClick={() => store.openSheet()}
              >
                <span>{t('filters.open')}</span>
                {filterCount > 0 ? (
                  <span className="listing-toolbar__badge">
                    <span className="visually-hidden">
                      {t('filters.selectedCount', { count: filterCount })}
                    </span>
                    <span aria-hidden="true">{filterCount}</span>
                  </span>
                ) : null}
              </button>
              <SortMenu />
            </div>
          )}
          <FilterChips />
          {store.status === 'error' ? (
            <RetryAlert className="notice notice--error listing-error" onRetry={() => void store.retry()}>
              <span>{t('listing.loadFailed')}</span>
            </RetryAlert>
          ) : null}
          {empty ? (
            <EmptyState store={store} />
          ) : (
            <div className={`listing-results${store.applying ? ' listing-results--applying' : ''}`}>
              {/* Always there, so that showing it moves nothing; the count line says it in words. */}
              <div className="listing-results__progress" aria-hidden="true" />
              <ProductGrid
                products={listing.products}
                listName={listName}
                offset={offset}
                busy={store.applying}
                label={t('listing.productsLabel')}
              />
            </div>
          )}
          <Pagination />
          {listing.seo.text ? <p className="listing-text">{listing.seo.text}</p> : null}
        </div>
      </div>
      <FilterSheet />
    </div>
  );
});

export default ListingPage;

const EmptyState = observer(function EmptyState({ store }: { store: ListingStore }) {
  const { t } = useT();
  const filtered = store.appliedFilterCount > 0;
  const query = store.searchText;
  const didYouMean = store.isSearch ? store.listing?.didYouMean : undefined;
  return (
    <>
      <div className="listing-empty">
        <h2 className="listing-empty__title">
          {query ? t('listing.noResultsFor', { query }) : t('listing.emptyTitle')}
        </h2>
        {didYouMean ? (
          <p className="listing-empty__spelling">
            {t('listing.didYouMeanBefore')}
            <ShopLink href={searchResultsPath(didYouMean)}>{didYouMean}</ShopLink>
            {t('listing.didYouMeanAfter')}
          </p>
        ) : null}
        <p>{t(store.isSearch ? 'listing.emptySearchText' : 'listing.emptyText')}</p>
        <p className="listing-empty__actions">
          {filtered ? (
            <button type="button" className="button" onClick={() => store.clearAll()}>
              {t('filters.clearAll')}
            </button>
          ) : null}
          <ShopLink href="/" className="button button--secondary">
            {t('listing.backHome')}
          </ShopLink>
        </p>
        <PopularLinks title={t('listing.popularTitle')} className="listing-empty__popular" />
      </div>
      {store.bestsellers.length > 0 ? (
        <section className="listing-bestsellers" aria-labelledby="listing-bestsellers-title">
          <h2 id="listing-bestsellers-title" className="listing-bestsellers__title">
            {t('listing.bestsellersTitle')}
          </h2>
          <ProductGrid
            products={store.bestsellers}
            listName="no results bestsellers"
            label={t('listing.bestsellersTitle')}
            wide
          />
        </section>
      ) : null}
    </>
  );
});

/** Fills the listing store for the route's path and query. */
export async function load({ services, match }: Context): Promise<void> {
  await services.listing.load({ path: match.path, query: match.query, language: match.language });
}

/**
 * Title and description from the listing; the canonical is the unfiltered listing path (pages and
 * filters are variants of it). Which listings are indexed is core's `listingNoindex`.
 */
export function head({ services, match }: Context, t: Translate): PageHead {
  const store = services.listing;
  const listing = store.listing;
  if (!listing) return { title: t('common.shopName'), noindex: true };
  const canonical = canonicalOf(store);
  return {
    title: t('listing.metaTitle', { title: headingOf(store, t) }),
    description: listing.seo.description,
    canonicalPath: store.isSearch ? SEARCH_PATH : canonical,
    // The search page has the same path everywhere; a listing's slugs are translated.
    ...(!store.isSearch && listing.seo.alternates ? { alternates: listing.seo.alternates } : {}),
    noindex: listingNoindex(store),
    ...(store.isSearch ? {} : { jsonLd: listingJsonLd({ services, match }, listing, crumbsOf(store, t), t) }),
  };
}

/** The listing's canonical path: the API's, else the page's own. */
function canonicalOf(store: ListingStore): string {
  const canonical = store.listing?.seo.canonical ?? '';
  return canonical.startsWith('/') ? canonical : store.path.toLowerCase();
}

/**
 * The trail from home to the listing (core's `listingTrail`), which the page shows and its structured
 * data describes alike. Search results have none: they are no place in the shop to lead back up from.
 */
function crumbsOf(store: ListingStore, t: Translate): Crumb[] {
  if (!store.listing || store.isSearch) return [];
  const trail = listingTrail(store.listing, canonicalOf(store));
  return trailFromHome(t, ...trail.map((step) => ({ name: step.name, path: step.url })));
}

/** A listing's trail and the products it shows, for search engines. */
function listingJsonLd(
  { services, match }: Context,
  listing: Listing,
  crumbs: readonly Crumb[],
  t: Translate,
): object[] {
  const site = siteOf(services.config.shopOrigin, match.language, t);
  return [
    breadcrumbJsonLd(site, crumbs),
    itemListJsonLd(
      site,
      listing.products.map((product) => product.url),
    ),
  ];
}

function headingOf(store: ListingStore, t: Translate): string {
  if (!store.isSearch) return store.listing?.seo.h1 ?? '';
  return store.searchText ? t('listing.resultsFor', { query: store.searchText }) : t('listing.searchTitle');
}

function listNameOf(store: ListingStore): string {
  return store.isSearch ? 'search' : `listing ${store.path.toLowerCase()}`;
}
