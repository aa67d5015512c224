import { errorPageTitle } from '@fanshop/core/navigation/error-page';
import { useT } from '../i18n/i18n-context';
import { ShopLink } from './ShopLink';

/** The error page: 404 'Page Not Found' or 'Internal Server Error', with the status code (spec section 2). */
export function ErrorView({ status }: { status: number }) {
  const { t } = useT();
  const notFound = errorPageTitle(status) === 'Page Not Found';
  return (
    <section className="container page error-page" aria-labelledby="error-title">
      <p className="error-page__status">{status}</p>
      <h1 id="error-title">{t(notFound ? 'errors.notFoundTitle' : 'errors.serverErrorTitle')}</h1>
      <p>{t(notFound ? 'errors.notFoundText' : 'errors.serverErrorText')}</p>
      <p>
        <ShopLink className="button" href="/">
          {t('errors.backHome')}
        </ShopLink>
      </p>
    </section>
  );
}
