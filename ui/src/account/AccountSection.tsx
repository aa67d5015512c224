import type { ComponentType, ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { Account } from '@fanshop/core/account';
import { usePageForm, type FormAction } from '../app/form-action';
import type { LoadContext } from '../app/page-module';
import { useT } from '../i18n/i18n-context';
import { Form } from '../components/form/Form';
import type { FormModel, FormValues } from '../components/form/form-model';
import { SubmitButton } from '../components/form/SubmitButton';

/** A section of an account page under its heading (`<id>-title`); a danger zone is marked as one. */
export function AccountSection({
  id,
  title,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section
      className={`account-section${danger ? ' account-section--danger' : ''}`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </section>
  );
}

/** One form of an account page, which has a section of its own. */
export interface AccountForm<V extends FormValues> {
  /** The form's name among the page's actions, and its section's id. */
  readonly name: string;
  readonly action: FormAction<V, 'account'>;
  /** The message keys of the section's heading and of the submit button. */
  readonly title: string;
  readonly submit: string;
  /** The form's rule for its submit button. */
  readonly canSubmit: (account: Account, values: V) => boolean;
  readonly fields: ComponentType<{ readonly form: FormModel<V> }>;
}

/** The section of an account page's form: its heading, its fields, and its button that saves them. */
function AccountFormSectionView<V extends FormValues>({
  of: { name, action, title, submit, canSubmit, fields: Fields },
  account,
  context,
}: {
  of: AccountForm<V>;
  account: Account;
  context: LoadContext<'account'>;
}) {
  const { t } = useT();
  const { form } = usePageForm(name, action, context);
  return (
    <AccountSection id={name} title={t(title)}>
      <Form
        name={name}
        form={form}
        onSubmit={() => action.submit(form, context)}
        labelledBy={`${name}-title`}
      >
        <Fields form={form} />
        <SubmitButton
          busy={form.busy}
          busyLabel={t('forms.saving')}
          disabled={!canSubmit(account, form.values)}
        >
          {t(submit)}
        </SubmitButton>
      </Form>
    </AccountSection>
  );
}

export const AccountFormSection = observer(AccountFormSectionView) as typeof AccountFormSectionView;
