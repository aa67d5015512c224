import { observer } from 'mobx-react-lite';
import type { PageProps } from '../../app/page-module';
import { usePageForm, type FormAction } from '../../app/form-action';
import { usePageContext } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { FormModel } from '../../components/form/form-model';
import { PersonField } from '../../components/form/PersonFields';
import {
  FORGOT_PASSWORD_FIELDS,
  validateForgotPassword,
  type ForgotPasswordFormValues,
} from '../../session/auth-forms';
import { unlistedHeadOf } from '../unlisted-head';
import { AuthFormPage } from './AuthFormPage';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['session'] as const;

/** Asks for a password reset mail; says the same whether or not the account exists. */
const forgot: FormAction<ForgotPasswordFormValues, (typeof services)[number]> = {
  create: () => new FormModel<ForgotPasswordFormValues>({ email: '' }, validateForgotPassword),
  submit: (form, { services }) =>
    form.submit((values) => services.session.requestPasswordReset({ email: values.email }), {
      fields: FORGOT_PASSWORD_FIELDS,
      success: { key: 'auth.forgot.sent' },
    }),
};

export const actions = { forgot };

/** The forgotten-password screen. */
export default observer(function ForgotPasswordPage({ match }: PageProps) {
  const { t } = useT();
  const context = usePageContext(services, match);
  const { form } = usePageForm('forgot', forgot, context);
  const footer = <ShopLink href="/login/">{t('auth.backToLogin')}</ShopLink>;

  return (
    <AuthFormPage name="forgot" form={form} onSubmit={() => forgot.submit(form, context)} footer={footer}>
      <PersonField form={form} field="email" required />
    </AuthFormPage>
  );
});

export const head = unlistedHeadOf('auth.forgot.title');
