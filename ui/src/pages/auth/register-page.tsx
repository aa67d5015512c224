import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearch } from 'wouter';
import { NAME_MAX_LENGTH } from '@fanshop/core/account';
import type { LoadContext, PageHead, PageProps } from '../../app/page-module';
import { useServices } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { Form } from '../../components/form/Form';
import { FormModel } from '../../components/form/form-model';
import { TextField } from '../../components/form/TextField';
import { PasswordField } from '../../components/form/PasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import {
  REGISTRATION_FIELDS,
  registrationOf,
  validateRegistration,
  type RegistrationFormValues,
} from '../../session/auth-forms';
import { goOnAfterSignIn } from '../../session/redirect';
import { AuthLayout } from './AuthLayout';

const EMPTY: RegistrationFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  password_confirmation: '',
};

/** The registration screen: an account at once, the guest cart and wishlist come along. */
export default observer(function RegisterPage(_props: PageProps) {
  const { t } = useT();
  const { session, navigator, config } = useServices();
  const search = useSearch();
  const [form] = useState(() => new FormModel<RegistrationFormValues>(EMPTY, validateRegistration));
  const loginHref = search ? `/login/?${search}` : '/login/';

  const submit = async () => {
    const ok = await form.submit((values) => session.register(registrationOf(values)), {
      fields: REGISTRATION_FIELDS,
    });
    if (ok) goOnAfterSignIn(navigator, search, config);
    return ok;
  };

  return (
    <AuthLayout
      titleId="register-title"
      title={t('auth.register.title')}
      intro={t('auth.register.intro')}
      aside={
        <div className="auth-aside__card">
          <h2 className="auth-aside__title">{t('auth.register.haveAccount')}</h2>
          <ShopLink className="button button--secondary" href={loginHref}>
            {t('auth.register.toLogin')}
          </ShopLink>
        </div>
      }
    >
      <Form form={form} onSubmit={submit} labelledBy="register-title">
        <div className="form__row">
          <TextField
            form={form}
            name="firstName"
            label={t('auth.fields.firstName')}
            autoComplete="given-name"
            required
            maxLength={NAME_MAX_LENGTH}
          />
          <TextField
            form={form}
            name="lastName"
            label={t('auth.fields.lastName')}
            autoComplete="family-name"
            required
            maxLength={NAME_MAX_LENGTH}
          />
        </div>
        <TextField
          form={form}
          name="email"
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
          hint={t('auth.register.emailHint')}
          required
        />
        <PasswordField
          form={form}
          name="password"
          label={t('auth.fields.password')}
          autoComplete="new-password"
          hint={t('auth.fields.passwordHint')}
          required
        />
        <PasswordField
          form={form}
          name="password_confirmation"
          label={t('auth.fields.passwordConfirmation')}
          autoComplete="new-password"
          required
        />
        <p className="form__legal">
          {t('auth.register.privacyBefore')}
          <ShopLink href="/static/privacy/">{t('auth.register.privacyLink')}</ShopLink>
          {t('auth.register.privacyAfter')}
        </p>
        <SubmitButton busy={form.busy} busyLabel={t('auth.register.submitting')}>
          {t('auth.register.submit')}
        </SubmitButton>
      </Form>
    </AuthLayout>
  );
});

/** A customer who is already logged in goes on at once. */
export async function load({ services, match }: LoadContext): Promise<void> {
  const session = services.session;
  if (session.loggedIn) {
    goOnAfterSignIn(services.navigator, match.query, services.config);
  }
}

export function head(_context: LoadContext, t: (key: string) => string): PageHead {
  return {
    title: `${t('auth.register.title')} | ${t('common.shopName')}`,
    canonicalPath: '/register/',
    noindex: true,
  };
}
