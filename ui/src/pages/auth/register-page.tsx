import type { PageProps } from '../../app/page-module';
import type { FormAction } from '../../app/form-action';
import { useT } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { FormModel } from '../../components/form/form-model';
import { NameFields, PersonField } from '../../components/form/PersonFields';
import {
  REGISTRATION_FIELDS,
  registrationOf,
  validateRegistration,
  type RegistrationFormValues,
} from '../../session/auth-forms';
import { goOnAfterSignIn } from '../../session/redirect';
import { AuthPasswordFields } from './AuthPasswordFields';
import { SignInPage } from './SignInPage';
import { signInPageOf, type SignInService } from './sign-in-page';

/** What the page's loader, head and forms use (they get these and nothing else), its loader and head. */
export const { services, load, head } = signInPageOf('register');

const EMPTY: RegistrationFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  password_confirmation: '',
};

/** Registers: an account at once, the guest cart and wishlist come along; then on as after a login. */
const register: FormAction<RegistrationFormValues, SignInService> = {
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

/** Who the new customer is, the address they log in with, their password and the privacy notice. */
function RegistrationFields({ form }: { form: FormModel<RegistrationFormValues> }) {
  const { t } = useT();
  return (
    <>
      <NameFields form={form} />
      <PersonField form={form} field="email" hint={t('auth.register.emailHint')} required />
      <AuthPasswordFields form={form} label={t('auth.fields.password')} />
      <p className="form__legal">
        {t('auth.register.privacyBefore')}
        <ShopLink href="/static/privacy/">{t('auth.register.privacyLink')}</ShopLink>
        {t('auth.register.privacyAfter')}
      </p>
    </>
  );
}

/** The registration screen. */
export default function RegisterPage({ match }: PageProps) {
  return <SignInPage name="register" action={register} match={match} fields={RegistrationFields} />;
}
