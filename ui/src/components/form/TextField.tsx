import type { HTMLAttributes } from 'react';
import { observer } from 'mobx-react-lite';
import { Field, useFieldControl, type BoundFieldProps } from './Field';
import type { FormValues } from './form-model';
import { useTextInput } from './typed-before-hydration';

export interface TextFieldProps<V extends FormValues> extends BoundFieldProps<V> {
  readonly type?: 'text' | 'email' | 'tel' | 'date';
  readonly autoComplete?: string;
  readonly inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Shown but not editable (e.g. the account's email). */
  readonly disabled?: boolean;
  readonly maxLength?: number;
}

/** A labelled text input bound to a form model, with its hint and message. */
function TextFieldView<V extends FormValues>(props: TextFieldProps<V>) {
  const { field, control } = useFieldControl(props);
  const input = useTextInput(props.form, props.name);
  const { type = 'text', autoComplete, inputMode, required, disabled, maxLength } = props;
  return (
    <Field {...field}>
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
