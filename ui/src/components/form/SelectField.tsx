import { observer } from 'mobx-react-lite';
import { Field, useFieldControl, type BoundFieldProps } from './Field';
import type { FormValues } from './form-model';

/** One choice of a select. */
export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps<V extends FormValues> extends BoundFieldProps<V> {
  readonly options: readonly SelectOption[];
  readonly autoComplete?: string;
}

/** A labelled native select bound to a form model. */
function SelectFieldView<V extends FormValues>(props: SelectFieldProps<V>) {
  const { field, control } = useFieldControl(props);
  const { form, name, options, required, autoComplete } = props;
  const value = form.values[name];
  return (
    <Field {...field}>
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
