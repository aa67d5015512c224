import type { PageProps } from '../../app/page-module';
import type { FormAction } from '../../app/form-action';
import { useT } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { FormModel } from '../../components/form/form-model';
import { CurrentPasswordField, PersonField } from '../../components/form/PersonFields';
import {
  LOGIN_FIELDS,
  loginCredentialsOf,
  validateLogin,
  type LoginFormValues,
} from '../../session/auth-forms';
import { goOnAfterSignIn } from '../../session/redirect';
import { loginFormFailures } from '@fanshop/core/account';
import { SignInPage } from './SignInPage';
import { signInPageOf, type SignInService } from './sign-in-page';

/** What the page's loader, head and forms use (they get these and nothing else), its loader and head. */
export const { services, load, head } = signInPageOf('login');

/** Logs in; afterwards the shopper goes back where they came from, or to the account. */
const login: FormAction<LoginFormValues, SignInService> = {
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

/** What a customer logs in with, and the way to a forgotten password. */
function LoginFields({ form }: { form: FormModel<LoginFormValues> }) {
  const { t } = useT();
  return (
    <>
      <PersonField form={form} field="email" required />
      <CurrentPasswordField form={form} name="password" label={t('auth.fields.password')} />
      <p className="form__aside">
        <ShopLink href="/forgot-password/">{t('auth.login.forgot')}</ShopLink>
      </p>
    </>
  );
}

/** The login screen. */
export default function LoginPage({ match }: PageProps) {
  return <SignInPage name="login" action={login} match={match} fields={LoginFields} />;
}
