import { type ReactNode, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { PageProps } from '../../app/page-module';
import { usePageForm, type FormAction } from '../../app/form-action';
import { usePageContext } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { FormModel } from '../../components/form/form-model';
import { FormNotice } from '../../components/form/FormNotice';
import { PersonField } from '../../components/form/PersonFields';
import {
  RESET_PASSWORD_FIELDS,
  canSubmitReset,
  resetRequestOf,
  validateResetPassword,
  type ResetPasswordFormValues,
} from '../../session/auth-forms';
import { unlistedHeadOf } from '../unlisted-head';
import { AuthLayout } from './AuthLayout';
import { AuthFormPage } from './AuthFormPage';
import { AuthPasswordFields } from './AuthPasswordFields';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['session'] as const;

/** The reset link's token and email (`/reset-password/?token=…&email=…`). */
function resetLinkOf(query: string): { readonly token: string; readonly email: string } {
  const params = new URLSearchParams(query);
  return { token: params.get('token')?.trim() ?? '', email: params.get('email')?.trim() ?? '' };
}

/** Sets a new password with the link's token. */
const reset: FormAction<ResetPasswordFormValues, (typeof services)[number]> = {
  create: ({ match }) =>
    new FormModel<ResetPasswordFormValues>(
      { email: resetLinkOf(match.query).email, password: '', password_confirmation: '' },
      validateResetPassword,
    ),
  submit: (form, { services, match }) =>
    form.submit(
      (values) => services.session.resetPassword(resetRequestOf(resetLinkOf(match.query).token, values)),
      { fields: RESET_PASSWORD_FIELDS },
    ),
  secret: ['password', 'password_confirmation'],
};

export const actions = { reset };

/** Sets a new password from the mail link. */
export default observer(function ResetPasswordPage({ match }: PageProps) {
  const { t } = useT();
  const context = usePageContext(services, match);
  const { token, email: linkEmail } = resetLinkOf(match.query);
  const { form, sent } = usePageForm('reset', reset, context);
  const [done, setDone] = useState(sent?.succeeded ?? false);

  const submit = async () => {
    const ok = await reset.submit(form, context);
    if (ok) setDone(true);
    return ok;
  };

  if (token === '') {
    return (
      <ResetOutcome
        title={t('auth.reset.title')}
        notice={<FormNotice kind="error" message={{ key: 'auth.reset.missingToken' }} />}
        link={{ href: '/forgot-password/', label: t('auth.reset.requestNew') }}
      />
    );
  }

  if (done) {
    return (
      <ResetOutcome
        title={t('auth.reset.doneTitle')}
        notice={<FormNotice kind="success" message={{ key: 'auth.reset.done' }} />}
        link={{ href: '/login/', label: t('auth.reset.toLogin') }}
      />
    );
  }

  return (
    <AuthFormPage
      name="reset"
      form={form}
      onSubmit={submit}
      canSubmit={canSubmitReset(token, form.values)}
      footer={<ShopLink href="/forgot-password/">{t('auth.reset.requestNew')}</ShopLink>}
    >
      <PersonField form={form} field="email" autoComplete="username" required disabled={linkEmail !== ''} />
      <AuthPasswordFields form={form} label={t('auth.fields.newPassword')} />
    </AuthFormPage>
  );
});

/** The page with no form to fill in: what happened, and the one way on. */
function ResetOutcome({
  title,
  notice,
  link,
}: {
  title: string;
  notice: ReactNode;
  link: { href: string; label: string };
}) {
  return (
    <AuthLayout titleId="reset-title" title={title}>
      {notice}
      <p className="auth-card__footer">
        <ShopLink className="button" href={link.href}>
          {link.label}
        </ShopLink>
      </p>
    </AuthLayout>
  );
}

export const head = unlistedHeadOf('auth.reset.title');
