import { observer } from 'mobx-react-lite';
import type { ContextOf, PageHead, PageProps } from '../../app/page-module';
import { useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { StartShoppingLink } from '../../components/StartShoppingLink';
import { FormNotice } from '../../components/form/FormNotice';
import type { DoubleOptInStatus } from '../../session/double-opt-in.store';
import { unlistedHead } from '../unlisted-head';
import { AuthLayout } from './AuthLayout';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['doubleOptIn'] as const;
type Context = ContextOf<typeof services>;

/** The page's heading for each state of the confirmation: the title says what the page says. */
const TITLE_KEY: Record<DoubleOptInStatus, string> = {
  idle: 'auth.doi.confirmingTitle',
  confirming: 'auth.doi.confirmingTitle',
  confirmed: 'auth.doi.thanksTitle',
  invalid: 'auth.doi.invalidTitle',
  failed: 'auth.doi.failedTitle',
};

/** The double opt-in thank-you page: the mail link confirms the address, then the shop says thanks. */
export default observer(function DoubleOptInPage(_props: PageProps) {
  const { t } = useT();
  const { status } = useService('doubleOptIn');
  return (
    <AuthLayout
      titleId="doi-title"
      title={t(TITLE_KEY[status])}
      intro={status === 'confirmed' ? t('auth.doi.thanks') : undefined}
    >
      <ConfirmationOutcome />
    </AuthLayout>
  );
});

/** Below the heading: the ways on, what went wrong, or that the confirmation is under way. */
const ConfirmationOutcome = observer(function ConfirmationOutcome() {
  const { t } = useT();
  const doi = useService('doubleOptIn');
  switch (doi.status) {
    case 'confirmed':
      return (
        <div className="auth-card__actions">
          <StartShoppingLink />
          <AccountOrLoginLink className="button button--secondary" />
        </div>
      );
    case 'invalid':
      return (
        <>
          <FormNotice kind="error" message={{ key: 'auth.doi.invalid' }} />
          <div className="auth-card__actions">
            <AccountOrLoginLink className="button" />
          </div>
        </>
      );
    case 'failed':
      return (
        <FormNotice kind="error" message={{ key: 'auth.doi.failed' }} onRetry={() => void doi.retry()} />
      );
    default:
      return (
        <p className="auth-card__busy" role="status">
          <span className="form-spinner" aria-hidden="true" />
          {t('auth.doi.confirming')}
        </p>
      );
  }
});

/** Onward to the account for a customer, to the login for a guest. */
const AccountOrLoginLink = observer(function AccountOrLoginLink({ className }: { className: string }) {
  const { t } = useT();
  const session = useService('session');
  return (
    <ShopLink className={className} href={session.loggedIn ? '/my-account/' : '/login/'}>
      {t(session.loggedIn ? 'auth.doi.toAccount' : 'auth.doi.toLogin')}
    </ShopLink>
  );
});

/** Confirms the link's user hash and token (on the server when the link is opened). */
export async function load({ services, match }: Context): Promise<void> {
  const token = new URLSearchParams(match.query.replace(/^\?/, '')).get('token') ?? '';
  await services.doubleOptIn.confirm(match.params.userHash ?? '', token);
}

export function head({ services }: Context, t: (key: string) => string): PageHead {
  return unlistedHead(t(TITLE_KEY[services.doubleOptIn.status]), t);
}
