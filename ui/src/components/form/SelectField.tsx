import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Field, useFieldControl } from './Field';
import type { FormModel, FormValues, StringField } from './form-model';

/** One choice of a select. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps<V extends FormValues> {
  readonly form: FormModel<V>;
  readonly name: StringField<V>;
  readonly label: ReactNode;
  readonly options: readonly SelectOption[];
  readonly required?: boolean;
  readonly autoComplete?: string;
  readonly hint?: ReactNode;
  readonly className?: string;
}

/** A labelled native select bound to a form model. */
function SelectFieldView<V extends FormValues>({
  form,
  name,
  label,
  options,
  required,
  autoComplete,
  hint,
  className,
}: SelectFieldProps<V>) {
  const { ids, error, control } = useFieldControl(form, name, hint);
  const value = form.values[name];
  return (
    <Field ids={ids} label={label} required={required} hint={hint} error={error} className={className}>
      <select
        {...control}
        className="field__input field__select"
        value={typeof value === 'string' ? value : ''}
        required={required}
        autoComplete={autoComplete}
        onChange={(event) => form.set(name, event.target.value as V[typeof name])}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

export const SelectField = observer(SelectFieldView) as typeof SelectFieldView;
