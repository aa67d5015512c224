import type { ReactNode } from 'react';
import type { FormModel, FormValues, StringField } from '../../components/form/form-model';
import { NewPasswordFields } from '../../components/form/PersonFields';
import { useT } from '../../i18n/i18n-context';

/**
 * The password a shopper chooses when registering or resetting it, and its repetition: the API names
 * them `password` and `password_confirmation` in both forms, and only the first one's label differs.
 */
export function AuthPasswordFields<
  V extends FormValues & { password: string; password_confirmation: string },
>({ form, label }: { readonly form: FormModel<V>; readonly label: ReactNode }) {
  const { t } = useT();
  return (
    <NewPasswordFields
      form={form}
      password={'password' as StringField<V>}
      confirmation={'password_confirmation' as StringField<V>}
      labels={{ password: label, confirmation: t('auth.fields.passwordConfirmation') }}
    />
  );
}
