import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { errorPageTitle, localisePath } from '@fanshop/core/navigation';
import { shopPaths } from '../content/shop-paths';
import { useService } from '../di/container-context';
import { TOKENS } from '../di/tokens';
import { useT } from '../i18n/i18n-context';
import { ShopLink } from './ShopLink';

/**
 * The error page: 404 'Page Not Found' (shown in the site's sentence case) or 'Internal Server Error', with the status code (spec section 2).
 * A server error is often passing (the API briefly unavailable, the connection lost), so that page also
 * offers to load the same address again in place; a missing page offers a search and popular departments.
 */
export const ErrorView = observer(function ErrorView({ status }: { status: number }) {
  const { t } = useT();
  const router = useService(TOKENS.RouterStore);
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
  const navigator = useService(TOKENS.Navigator);
  const [query, setQuery] = useState('');
  const inputId = useId();
  const paths = shopPaths(language);
  const action = localisePath('/search/', language);
  const popular = [
    { key: 'errors.popularJerseys', href: paths.jerseys },
    { key: 'footer.women', href: paths.women },
    { key: 'footer.men', href: paths.men },
    { key: 'footer.kids', href: paths.kids },
    { key: 'errors.popularOutlet', href: paths.outlet },
    { key: 'footer.faq', href: paths.faq },
  ];
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
          if (q !== '') navigator.navigate(`/search/?q=${encodeURIComponent(q)}`);
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
      <nav className="error-page__popular" aria-labelledby={`${inputId}-popular`}>
        <h2 id={`${inputId}-popular`}>{t('errors.popularTitle')}</h2>
        <ul>
          {popular.map((link) => (
            <li key={link.key}>
              <ShopLink href={link.href}>{t(link.key)}</ShopLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
