import { observer } from 'mobx-react-lite';
import type { ContextOf, PageHead, PageProps } from '../../app/page-module';
import { usePageForm, type FormAction } from '../../app/form-action';
import { usePageContext } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { Form } from '../../components/form/Form';
import { FormModel } from '../../components/form/form-model';
import { NameFields, PersonField } from '../../components/form/PersonFields';
import { SubmitButton } from '../../components/form/SubmitButton';
import {
  REGISTRATION_FIELDS,
  registrationOf,
  validateRegistration,
  type RegistrationFormValues,
} from '../../session/auth-forms';
import { goOnAfterSignIn } from '../../session/redirect';
import { AuthAsideCard, AuthLayout } from './AuthLayout';
import { AuthPasswordFields } from './AuthPasswordFields';
import { goOnWhenSignedIn, signInHead } from './sign-in-page';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['config', 'navigator', 'session'] as const;
type Context = ContextOf<typeof services>;

const EMPTY: RegistrationFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  password_confirmation: '',
};

/** Registers: an account at once, the guest cart and wishlist come along; then on as after a login. */
const register: FormAction<RegistrationFormValues, (typeof services)[number]> = {
  create: () => new FormModel<RegistrationFormValues>(EMPTY, validateRegistration),
  async submit(form, { services, match }) {
    const ok = await form.submit((values) => services.session.register(registrationOf(values)), {
      fields: REGISTRATION_FIELDS,
    });
    if (ok) goOnAfterSignIn(services.navigator, match.query, services.config);
    return ok;
  },
  secret: ['password', 'password_confirmation'],
};

export const actions = { register };

/** The registration screen. */
export default observer(function RegisterPage({ match }: PageProps) {
  const { t } = useT();
  const context = usePageContext(services, match);
  const { form } = usePageForm('register', register, context);
  const submit = () => register.submit(form, context);

  return (
    <AuthLayout
      titleId="register-title"
      title={t('auth.register.title')}
      intro={t('auth.register.intro')}
      aside={
        <AuthAsideCard
          title={t('auth.register.haveAccount')}
          link={{ href: `/login/${match.query}`, label: t('auth.register.toLogin') }}
        />
      }
    >
      <Form name="register" form={form} onSubmit={submit} labelledBy="register-title">
        <NameFields form={form} />
        <PersonField form={form} field="email" hint={t('auth.register.emailHint')} required />
        <AuthPasswordFields form={form} label={t('auth.fields.password')} />
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

export const load = goOnWhenSignedIn;

export function head(_context: Context, t: (key: string) => string): PageHead {
  return signInHead(t('auth.register.title'), '/register/', t);
}
