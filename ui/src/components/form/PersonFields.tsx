import type { ReactNode } from 'react';
import { PASSWORD_MIN_LENGTH } from '@fanshop/core/account';
import { useT } from '../../i18n/i18n-context';
import type { FormModel, FormValues, StringField } from './form-model';
import { PasswordField } from './PasswordField';
import { PERSON_FIELDS, type PersonField as PersonFieldName } from './person-fields';
import { TextField } from './TextField';

export interface PersonFieldProps<V extends FormValues> {
  readonly form: FormModel<V>;
  readonly field: PersonFieldName;
  /** The form's name for it, when not the field's own (an address's `firstname`). */
  readonly name?: StringField<V>;
  readonly required?: boolean;
  /** Shown but not editable (the account's email). */
  readonly disabled?: boolean;
  readonly hint?: ReactNode;
  /** What the browser's autofill should offer, when not the field's own (`username` where a login follows). */
  readonly autoComplete?: string;
}

/** A field about a person as `PERSON_FIELDS` defines it. */
export function PersonField<V extends FormValues>({
  form,
  field,
  name,
  autoComplete,
  ...own
}: PersonFieldProps<V>) {
  const { t } = useT();
  const spec: (typeof PERSON_FIELDS)[PersonFieldName] = PERSON_FIELDS[field];
  return (
    <TextField
      form={form}
      name={name ?? (field as StringField<V>)}
      label={t(spec.label)}
      type={'type' in spec ? spec.type : 'text'}
      autoComplete={autoComplete ?? spec.autoComplete}
      maxLength={'maxLength' in spec ? spec.maxLength : undefined}
      {...own}
    />
  );
}

/** First and last name side by side: the registration, the account details and a delivery address. */
export function NameFields<V extends FormValues>({
  form,
  first,
  last,
}: {
  readonly form: FormModel<V>;
  readonly first?: StringField<V>;
  readonly last?: StringField<V>;
}) {
  return (
    <div className="form__row">
      <PersonField form={form} field="firstName" name={first} required />
      <PersonField form={form} field="lastName" name={last} required />
    </div>
  );
}

/** The password a customer has now, never offered as a new one: the login and the password change. */
export function CurrentPasswordField<V extends FormValues>({
  form,
  name,
  label,
}: {
  readonly form: FormModel<V>;
  readonly name: StringField<V>;
  readonly label: ReactNode;
}) {
  return <PasswordField form={form} name={name} label={label} autoComplete="current-password" required />;
}

/** A new password and its repetition: the registration, the password reset and the password change. */
export function NewPasswordFields<V extends FormValues>({
  form,
  password,
  confirmation,
  labels,
}: {
  readonly form: FormModel<V>;
  readonly password: StringField<V>;
  readonly confirmation: StringField<V>;
  readonly labels: { readonly password: ReactNode; readonly confirmation: ReactNode };
}) {
  const { t } = useT();
  return (
    <>
      <PasswordField
        form={form}
        name={password}
        label={labels.password}
        autoComplete="new-password"
        hint={t('auth.fields.passwordHint', { count: PASSWORD_MIN_LENGTH })}
        required
      />
      <PasswordField
        form={form}
        name={confirmation}
        label={labels.confirmation}
        autoComplete="new-password"
        required
      />
    </>
  );
}
