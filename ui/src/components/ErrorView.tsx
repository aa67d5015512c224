import { observer } from 'mobx-react-lite';
import { errorPageTitle } from '@fanshop/core/navigation';
import { useService } from '../di/container-context';
import { TOKENS } from '../di/tokens';
import { useT } from '../i18n/i18n-context';
import { ShopLink } from './ShopLink';

/**
 * The error page: 404 'Page Not Found' or 'Internal Server Error', with the status code (spec section 2).
 * A server error is often passing (the API briefly unavailable, the connection lost), so that page also
 * offers to load the same address again in place.
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
    </section>
  );
});
