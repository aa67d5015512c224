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
import { NewPasswordFields, PersonField } from '../../components/form/PersonFields';
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
        <PersonField form={form} field="email" autoComplete="username" required disabled={linkEmail !== ''} />
        <NewPasswordFields
          form={form}
          password="password"
          confirmation="password_confirmation"
          labels={{
            password: t('auth.fields.newPassword'),
            confirmation: t('auth.fields.passwordConfirmation'),
          }}
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
