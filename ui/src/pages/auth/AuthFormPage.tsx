import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/i18n-context';
import { Form } from '../../components/form/Form';
import type { FormModel, FormValues } from '../../components/form/form-model';
import { SubmitButton } from '../../components/form/SubmitButton';
import { AuthLayout } from './AuthLayout';

/** The sign-in screens with a form; each one's words are under `auth.<name>` and its form is `<name>`. */
type AuthFormName = 'login' | 'register' | 'forgot' | 'reset';

/**
 * A sign-in screen around its one form: the card with the screen's title and intro, the form closed by
 * its submit button, and a link onward below the form when there is one.
 */
function AuthFormPageView<V extends FormValues>({
  name,
  form,
  onSubmit,
  canSubmit = true,
  aside,
  footer,
  children,
}: {
  name: AuthFormName;
  form: FormModel<V>;
  onSubmit: () => Promise<boolean>;
  /** Whether the form's rules let it be sent (the submit button is off otherwise); always by default. */
  canSubmit?: boolean;
  aside?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useT();
  const titleId = `${name}-title`;
  return (
    <AuthLayout
      titleId={titleId}
      title={t(`auth.${name}.title`)}
      intro={t(`auth.${name}.intro`)}
      aside={aside}
    >
      <Form name={name} form={form} onSubmit={onSubmit} labelledBy={titleId}>
        {children}
        <SubmitButton busy={form.busy} busyLabel={t(`auth.${name}.submitting`)} disabled={!canSubmit}>
          {t(`auth.${name}.submit`)}
        </SubmitButton>
      </Form>
      {footer ? <p className="auth-card__footer">{footer}</p> : null}
    </AuthLayout>
  );
}

export const AuthFormPage = observer(AuthFormPageView) as typeof AuthFormPageView;
