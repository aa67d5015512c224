import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/i18n-context';
import { Field, useFieldControl, type BoundFieldProps } from './Field';
import type { FormValues } from './form-model';
import { useTextInput } from './typed-before-hydration';

export interface PasswordFieldProps<V extends FormValues> extends Omit<BoundFieldProps<V>, 'className'> {
  /** `current-password` to log in, `new-password` where one is chosen. */
  readonly autoComplete: 'current-password' | 'new-password';
}

/** A password input with a show/hide switch; what is typed is never trimmed. */
function PasswordFieldView<V extends FormValues>(props: PasswordFieldProps<V>) {
  const { t } = useT();
  const { field, control } = useFieldControl(props);
  const [visible, setVisible] = useState(false);
  const input = useTextInput(props.form, props.name);
  return (
    <Field {...field}>
      <div className="field__password">
        <input
          {...control}
          className="field__input"
          type={visible ? 'text' : 'password'}
          ref={input.ref}
          value={input.value}
          autoComplete={props.autoComplete}
          required={props.required}
          spellCheck={false}
          autoCapitalize="off"
          onChange={input.onChange}
        />
        <button
          type="button"
          className="field__reveal"
          aria-controls={control.id}
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
