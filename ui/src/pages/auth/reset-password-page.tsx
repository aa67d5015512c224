import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useSearch } from 'wouter';
import type { LoadContext, PageHead, PageProps } from '../../app/page-module';
import { useServices } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { Form } from '../../components/form/Form';
import { FormModel } from '../../components/form/form-model';
import { FormNotice } from '../../components/form/FormNotice';
import { TextField } from '../../components/form/TextField';
import { PasswordField } from '../../components/form/PasswordField';
import { SubmitButton } from '../../components/form/SubmitButton';
import {
  RESET_PASSWORD_FIELDS,
  canSubmitReset,
  resetRequestOf,
  validateResetPassword,
  type ResetPasswordFormValues,
} from '../../session/auth-forms';
import { AuthLayout } from './AuthLayout';

/** Sets a new password from the mail link `/reset-password/?token=…&email=…`. */
export default observer(function ResetPasswordPage(_props: PageProps) {
  const { t } = useT();
  const { session } = useServices();
  const params = new URLSearchParams(useSearch());
  const token = params.get('token')?.trim() ?? '';
  const linkEmail = params.get('email')?.trim() ?? '';
  const [done, setDone] = useState(false);
  const [form] = useState(
    () =>
      new FormModel<ResetPasswordFormValues>(
        { email: linkEmail, password: '', password_confirmation: '' },
        validateResetPassword,
      ),
  );

  const submit = async () => {
    const ok = await form.submit((values) => session.resetPassword(resetRequestOf(token, values)), {
      fields: RESET_PASSWORD_FIELDS,
    });
    if (ok) setDone(true);
    return ok;
  };

  if (token === '') {
    return (
      <AuthLayout titleId="reset-title" title={t('auth.reset.title')}>
        <FormNotice kind="error" message={{ key: 'auth.reset.missingToken' }} />
        <p className="auth-card__footer">
          <ShopLink className="button" href="/forgot-password/">
            {t('auth.reset.requestNew')}
          </ShopLink>
        </p>
      </AuthLayout>
    );
  }

  if (done) {
    return (
      <AuthLayout titleId="reset-title" title={t('auth.reset.doneTitle')}>
        <FormNotice kind="success" message={{ key: 'auth.reset.done' }} />
        <p className="auth-card__footer">
          <ShopLink className="button" href="/login/">
            {t('auth.reset.toLogin')}
          </ShopLink>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout titleId="reset-title" title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      <Form form={form} onSubmit={submit} labelledBy="reset-title">
        <TextField
          form={form}
          name="email"
          type="email"
          label={t('auth.fields.email')}
          autoComplete="username"
          required
          disabled={linkEmail !== ''}
        />
        <PasswordField
          form={form}
          name="password"
          label={t('auth.fields.newPassword')}
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
        <SubmitButton
          busy={form.busy}
          busyLabel={t('auth.reset.submitting')}
          disabled={!canSubmitReset(token, form.values)}
        >
          {t('auth.reset.submit')}
        </SubmitButton>
      </Form>
      <p className="auth-card__footer">
        <ShopLink href="/forgot-password/">{t('auth.reset.requestNew')}</ShopLink>
      </p>
    </AuthLayout>
  );
});

export function head(_context: LoadContext, t: (key: string) => string): PageHead {
  return { title: `${t('auth.reset.title')} | ${t('common.shopName')}`, noindex: true };
}
