import { observer } from 'mobx-react-lite';
import type { ContextOf, PageHead, PageProps } from '../../app/page-module';
import { usePageForm, type FormAction } from '../../app/form-action';
import { usePageContext } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { Form } from '../../components/form/Form';
import { FormModel } from '../../components/form/form-model';
import { PersonField } from '../../components/form/PersonFields';
import { PasswordField } from '../../components/form/PasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import {
  LOGIN_FIELDS,
  loginCredentialsOf,
  validateLogin,
  type LoginFormValues,
} from '../../session/auth-forms';
import { goOnAfterSignIn } from '../../session/redirect';
import { loginFormFailures } from '@fanshop/core/account';
import { AuthAsideCard, AuthLayout } from './AuthLayout';
import { goOnWhenSignedIn, signInHead } from './sign-in-page';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['config', 'navigator', 'session'] as const;
type Context = ContextOf<typeof services>;

/** Logs in; afterwards the shopper goes back where they came from, or to the account. */
const login: FormAction<LoginFormValues, (typeof services)[number]> = {
  create: () => new FormModel<LoginFormValues>({ email: '', password: '' }, validateLogin),
  async submit(form, { services, match }) {
    const ok = await form.submit((values) => services.session.login(loginCredentialsOf(values)), {
      fields: LOGIN_FIELDS,
      failures: loginFormFailures,
    });
    if (ok) goOnAfterSignIn(services.navigator, match.query, services.config);
    return ok;
  },
  secret: ['password'],
};

export const actions = { login };

/** The login screen. */
export default observer(function LoginPage({ match }: PageProps) {
  const { t } = useT();
  const context = usePageContext(services, match);
  const { form } = usePageForm('login', login, context);
  const submit = () => login.submit(form, context);

  return (
    <AuthLayout
      titleId="login-title"
      title={t('auth.login.title')}
      intro={t('auth.login.intro')}
      aside={
        <AuthAsideCard
          title={t('auth.login.newTitle')}
          link={{ href: `/register/${match.query}`, label: t('auth.login.createAccount') }}
        >
          <ul className="auth-aside__benefits">
            <li>{t('auth.benefits.orders')}</li>
            <li>{t('auth.benefits.wishlist')}</li>
            <li>{t('auth.benefits.checkout')}</li>
          </ul>
        </AuthAsideCard>
      }
    >
      <Form name="login" form={form} onSubmit={submit} labelledBy="login-title">
        <PersonField form={form} field="email" required />
        <PasswordField
          form={form}
          name="password"
          label={t('auth.fields.password')}
          autoComplete="current-password"
          required
        />
        <p className="form__aside">
          <ShopLink href="/forgot-password/">{t('auth.login.forgot')}</ShopLink>
        </p>
        <SubmitButton busy={form.busy} busyLabel={t('auth.login.submitting')}>
          {t('auth.login.submit')}
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
});

export const load = goOnWhenSignedIn;

export function head(_context: Context, t: (key: string) => string): PageHead {
  return signInHead(t('auth.login.title'), '/login/', t);
}
