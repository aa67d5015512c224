import { useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/i18n-context';
import { Field, useFieldControl } from './Field';
import type { FormModel, FormValues, StringField } from './form-model';
import { useTextInput } from './typed-before-hydration';

export interface PasswordFieldProps<V extends FormValues> {
  readonly form: FormModel<V>;
  readonly name: StringField<V>;
  readonly label: ReactNode;
  /** `current-password` to log in, `new-password` where one is chosen. */
  readonly autoComplete: 'current-password' | 'new-password';
  readonly required?: boolean;
  readonly hint?: ReactNode;
}

/** A password input with a show/hide switch; what is typed is never trimmed. */
function PasswordFieldView<V extends FormValues>({
  form,
  name,
  label,
  autoComplete,
  required,
  hint,
}: PasswordFieldProps<V>) {
  const { t } = useT();
  const { ids, error, control } = useFieldControl(form, name, hint);
  const [visible, setVisible] = useState(false);
  const input = useTextInput(form, name);
  return (
    <Field ids={ids} label={label} required={required} hint={hint} error={error}>
      <div className="field__password">
        <input
          {...control}
          className="field__input"
          type={visible ? 'text' : 'password'}
          ref={input.ref}
          value={input.value}
          autoComplete={autoComplete}
          required={required}
          spellCheck={false}
          autoCapitalize="off"
          onChange={input.onChange}
        />
        <button
          type="button"
          className="field__reveal"
          aria-controls={ids.control}
          aria-label={t(visible ? 'forms.hidePasswordLabel' : 'forms.showPasswordLabel')}
          onClick={() => setVisible((v) => !v)}
        >
          {t(visible ? 'forms.hidePassword' : 'forms.showPassword')}
        </button>
      </div>
    </Field>
  );
}

export const PasswordField = observer(PasswordFieldView) as typeof PasswordFieldView;
