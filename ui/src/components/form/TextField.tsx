import type { HTMLAttributes, ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Field, useFieldControl } from './Field';
import type { FormModel, FormValues, StringField } from './form-model';
import { useTextInput } from './typed-before-hydration';

export interface TextFieldProps<V extends FormValues> {
  readonly form: FormModel<V>;
  readonly name: StringField<V>;
  readonly label: ReactNode;
  readonly type?: 'text' | 'email' | 'tel' | 'date';
  readonly autoComplete?: string;
  readonly inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readonly required?: boolean;
  /** Shown but not editable (e.g. the account's email). */
  readonly disabled?: boolean;
  readonly hint?: ReactNode;
  readonly maxLength?: number;
  readonly className?: string;
}

/** A labelled text input bound to a form model, with its hint and message. */
function TextFieldView<V extends FormValues>({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  inputMode,
  required,
  disabled,
  hint,
  maxLength,
  className,
}: TextFieldProps<V>) {
  const { ids, error, control } = useFieldControl(form, name, hint);
  const input = useTextInput(form, name);
  return (
    <Field ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        {...control}
        className="field__input"
        type={type}
        ref={input.ref}
        value={input.value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        required={required}
        disabled={disabled}
        maxLength={maxLength}
        onChange={input.onChange}
      />
    </Field>
  );
}

export const TextField = observer(TextFieldView) as typeof TextFieldView;
