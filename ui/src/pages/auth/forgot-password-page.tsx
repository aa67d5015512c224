import { observer } from 'mobx-react-lite';
import type { ContextOf, PageHead, PageProps } from '../../app/page-module';
import { usePageForm, type FormAction } from '../../app/form-action';
import { usePageContext } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { Form } from '../../components/form/Form';
import { FormModel } from '../../components/form/form-model';
import { PersonField } from '../../components/form/PersonFields';
import { SubmitButton } from '../../components/form/SubmitButton';
import {
  FORGOT_PASSWORD_FIELDS,
  validateForgotPassword,
  type ForgotPasswordFormValues,
} from '../../session/auth-forms';
import { AuthLayout } from './AuthLayout';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['session'] as const;
type Context = ContextOf<typeof services>;

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
  const submit = () => forgot.submit(form, context);

  return (
    <AuthLayout titleId="forgot-title" title={t('auth.forgot.title')} intro={t('auth.forgot.intro')}>
      <Form name="forgot" form={form} onSubmit={submit} labelledBy="forgot-title">
        <PersonField form={form} field="email" required />
        <SubmitButton busy={form.busy} busyLabel={t('auth.forgot.submitting')}>
          {t('auth.forgot.submit')}
        </SubmitButton>
      </Form>
      <p className="auth-card__footer">
        <ShopLink href="/login/">{t('auth.backToLogin')}</ShopLink>
      </p>
    </AuthLayout>
  );
});

export function head(_context: Context, t: (key: string) => string): PageHead {
  return { title: `${t('auth.forgot.title')} | ${t('common.shopName')}`, noindex: true };
}
