import { observer } from 'mobx-react-lite';
import { paginationEntries } from '@fanshop/core/catalog';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';
import { ShopLink } from '../components/ShopLink';

/**
 * Links to the listing's other pages, with its filters in the query: real `<a href>` links, so that
 * bots follow them and a link reproduces the page. The core's page window decides what shows: first,
 * last and the current page's neighbours, in five slots on phones and seven from tablets up, so page 1
 * of 8 reads `1 2 3 … 8`; what one width does not show is hidden there by CSS.
 */
export const Pagination = observer(function Pagination() {
  const store = useService('listing');
  const { t } = useT();
  const pagination = store.listing?.pagination;
  if (!pagination || pagination.lastPage <= 1) return null;
  const { page, lastPage } = pagination;
  const entries = paginationEntries(page, lastPage);
  return (
    <nav className="listing-pagination" aria-label={t('listing.pagination')}>
      <ul className="listing-pagination__list">
        <PageStep
          rel="prev"
          href={page > 1 ? store.pageUrl(page - 1) : null}
          label={t('listing.previousPage')}
        />
        {entries.map((entry, index) => {
          const widthClass = entry.narrow
            ? entry.wide
              ? ''
              : ' listing-pagination__narrow-only'
            : ' listing-pagination__wide-only';
          if (entry.slot === 'gap') {
            return (
              <li
                key={`gap-${index}`}
                className={`listing-pagination__gap${widthClass}`}
                aria-hidden="true"
              />
            );
          }
          const slot = entry.slot;
          return (
            <li key={slot} className={widthClass.trim() || undefined}>
              <ShopLink
                href={store.pageUrl(slot)}
                className={`listing-pagination__page${slot === page ? ' listing-pagination__page--current' : ''}`}
                aria-current={slot === page ? 'page' : undefined}
                aria-label={t('listing.pageLabel', { page: slot })}
              >
                {slot}
              </ShopLink>
            </li>
          );
        })}
        <PageStep
          rel="next"
          href={page < lastPage ? store.pageUrl(page + 1) : null}
          label={t('listing.nextPage')}
        />
      </ul>
    </nav>
  );
});

/** The link to the page before or after; where there is none, its list item is left empty. */
function PageStep({ rel, href, label }: { rel: 'prev' | 'next'; href: string | null; label: string }) {
  return (
    <li>
      {href !== null ? (
        <ShopLink
          href={href}
          className={`listing-pagination__step listing-pagination__step--${rel}`}
          rel={rel}
        >
          <span className="listing-pagination__step-text">{label}</span>
        </ShopLink>
      ) : null}
    </li>
  );
}
