import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { errorPageTitle, localisePath } from '@fanshop/core/navigation';
import { SEARCH_PATH, searchResultsPath } from '@fanshop/core/search';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';
import { ShopLink } from './ShopLink';
import { PopularLinks } from './PopularLinks';

/**
 * The error page: 404 'Page Not Found' or 'Internal Server Error', with the status code (spec sections 2
 * and 8). English shows both headings exactly as the spec writes them; German shows its translation.
 * A server error is often passing (the API briefly unavailable, the connection lost), so that page also
 * offers to load the same address again in place; a missing page offers a search and popular departments.
 */
export const ErrorView = observer(function ErrorView({ status }: { status: number }) {
  const { t } = useT();
  const router = useService('router');
  const notFound = errorPageTitle(status) === 'Page Not Found';
  return (
    <section className="container page error-page" aria-labelledby="error-title">
      <p className="error-page__status">{status}</p>
      <h1 id="error-title">{t(notFound ? 'errors.notFoundTitle' : 'errors.serverErrorTitle')}</h1>
      <p>{t(notFound ? 'errors.notFoundText' : 'errors.serverErrorText')}</p>
      <p className="error-page__actions">
        {notFound ? null : (
          <button
            type="button"
            className="button"
            aria-disabled={router.loading || undefined}
            onClick={() => {
              if (!router.loading) void router.resolve(router.current.url);
            }}
          >
            {t(router.loading ? 'common.loading' : 'common.retry')}
          </button>
        )}
        <ShopLink className={notFound ? 'button' : 'button button--secondary'} href="/">
          {t('errors.backHome')}
        </ShopLink>
      </p>
      {notFound ? <NotFoundHelp /> : null}
    </section>
  );
});

/** A page that does not exist still leads on: a search of the shop and its most visited departments. */
function NotFoundHelp() {
  const { t, language } = useT();
  const navigator = useService('navigator');
  const [query, setQuery] = useState('');
  const inputId = useId();
  const action = localisePath(SEARCH_PATH, language);
  return (
    <div className="error-page__help">
      <form
        role="search"
        aria-labelledby={`${inputId}-label`}
        className="error-page__search"
        action={action}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          const q = query.trim();
          if (q !== '') navigator.navigate(searchResultsPath(q));
        }}
      >
        <label id={`${inputId}-label`} htmlFor={inputId}>
          {t('errors.searchLabel')}
        </label>
        <div className="error-page__search-row">
          <input
            id={inputId}
            type="search"
            name="q"
            value={query}
            placeholder={t('search.placeholder')}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className="button">
            {t('search.submit')}
          </button>
        </div>
      </form>
      <PopularLinks title={t('errors.popularTitle')} className="error-page__popular" />
    </div>
  );
}
