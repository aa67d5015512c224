import { observer } from 'mobx-react-lite';
import { useService } from '../di/container-context';
import { TOKENS } from '../di/tokens';
import { useT } from '../i18n/i18n-context';
import { ShopLink } from '../components/ShopLink';

/** Page numbers shown on each side of the current one. */
const AROUND = 1;

/**
 * Links to the listing's other pages, with its filters in the query: real `<a href>` links, so that
 * bots follow them and a link reproduces the page. The first, the last and the pages around the
 * current one are shown (on phones only the first, the current and the last), gaps as an ellipsis.
 */
export const Pagination = observer(function Pagination() {
  const store = useService(TOKENS.ListingStore);
  const { t } = useT();
  const pagination = store.listing?.pagination;
  if (!pagination || pagination.lastPage <= 1) return null;
  const { page, lastPage } = pagination;
  const pages = shownPages(page, lastPage);
  return (
    <nav className="listing-pagination" aria-label={t('listing.pagination')}>
      <ul className="listing-pagination__list">
        <li>
          {page > 1 ? (
            <ShopLink
              href={store.pageUrl(page - 1)}
              className="listing-pagination__step listing-pagination__step--prev"
              rel="prev"
            >
              <span className="listing-pagination__step-text">{t('listing.previousPage')}</span>
            </ShopLink>
          ) : null}
        </li>
        {pages.map((entry, index) =>
          entry === 'gap' ? (
            <li key={`gap-${index}`} className="listing-pagination__gap" aria-hidden="true" />
          ) : (
            <li
              key={entry}
              className={
                entry === page || entry === 1 || entry === lastPage ? undefined : 'listing-pagination__near'
              }
            >
              <ShopLink
                href={store.pageUrl(entry)}
                className={`listing-pagination__page${entry === page ? ' listing-pagination__page--current' : ''}`}
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('listing.pageLabel', { page: entry })}
              >
                {entry}
              </ShopLink>
            </li>
          ),
        )}
        <li>
          {page < lastPage ? (
            <ShopLink
              href={store.pageUrl(page + 1)}
              className="listing-pagination__step listing-pagination__step--next"
              rel="next"
            >
              <span className="listing-pagination__step-text">{t('listing.nextPage')}</span>
            </ShopLink>
          ) : null}
        </li>
      </ul>
    </nav>
  );
});

function shownPages(page: number, lastPage: number): (number | 'gap')[] {
  const wanted = new Set([1, lastPage]);
  for (let p = page - AROUND; p <= page + AROUND; p++) if (p >= 1 && p <= lastPage) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const before = sorted[i - 1];
    if (before !== undefined && p - before > 1) result.push('gap');
    result.push(p);
  });
  return result;
}
