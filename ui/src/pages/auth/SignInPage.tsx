import type { ComponentType } from 'react';
import { observer } from 'mobx-react-lite';
import type { RouteMatch } from '@fanshop/core/navigation';
import { usePageForm, type FormAction } from '../../app/form-action';
import { usePageContext } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import type { FormModel, FormValues } from '../../components/form/form-model';
import { AuthAsideCard } from './AuthLayout';
import { AuthFormPage } from './AuthFormPage';
import { signInServices, type SignInService } from './sign-in-page';

/**
 * What each sign-in page offers beside its form: the other one (the query, which says where the shopper
 * was going, goes along), and to a new shopper what an account is good for.
 */
const OTHER_PAGE = {
  login: {
    title: 'auth.login.newTitle',
    href: '/register/',
    label: 'auth.login.createAccount',
    benefits: ['auth.benefits.orders', 'auth.benefits.wishlist', 'auth.benefits.checkout'],
  },
  register: {
    title: 'auth.register.haveAccount',
    href: '/login/',
    label: 'auth.register.toLogin',
    benefits: [],
  },
} as const;

/** The login or the registration page: its form with the page's own fields, and the other page beside it. */
function SignInPageView<V extends FormValues>({
  name,
  action,
  match,
  fields: Fields,
}: {
  name: keyof typeof OTHER_PAGE;
  action: FormAction<V, SignInService>;
  match: RouteMatch;
  fields: ComponentType<{ form: FormModel<V> }>;
}) {
  const { t } = useT();
  const context = usePageContext(signInServices, match);
  const { form } = usePageForm(name, action, context);
  const other = OTHER_PAGE[name];
  const aside = (
    <AuthAsideCard
      title={t(other.title)}
      link={{ href: `${other.href}${match.query}`, label: t(other.label) }}
    >
      {other.benefits.length > 0 ? (
        <ul className="auth-aside__benefits">
          {other.benefits.map((benefit) => (
            <li key={benefit}>{t(benefit)}</li>
          ))}
        </ul>
      ) : null}
    </AuthAsideCard>
  );

  return (
    <AuthFormPage name={name} form={form} onSubmit={() => action.submit(form, context)} aside={aside}>
      <Fields form={form} />
    </AuthFormPage>
  );
}

export const SignInPage = observer(SignInPageView) as typeof SignInPageView;
