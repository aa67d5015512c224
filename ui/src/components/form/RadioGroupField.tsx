import { useId, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/i18n-context';
import type { FormModel, FormValues, StringField } from './form-model';
import { messageText } from './message-ref';
import type { SelectOption } from './SelectField';

export interface RadioGroupFieldProps<V extends FormValues> {
  readonly form: FormModel<V>;
  readonly name: StringField<V>;
  readonly legend: ReactNode;
  readonly options: readonly (SelectOption & { readonly hint?: string })[];
}

/** A group of radio buttons as large, tappable choices, in a fieldset with its legend. */
function RadioGroupFieldView<V extends FormValues>({ form, name, legend, options }: RadioGroupFieldProps<V>) {
  const { t } = useT();
  const base = useId();
  const error = form.errorOf(name);
  return (
    <fieldset
      className={`field field--choices${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? `${base}-error` : undefined}
    >
      <legend className="field__label">{legend}</legend>
      <div className="choices">
        {options.map((option) => {
          const id = `${base}-${option.value}`;
          return (
            <div className="choice" key={option.value}>
              <input
                id={id}
                className="choice__input"
                type="radio"
                name={`${base}-${name}`}
                value={option.value}
                checked={form.values[name] === option.value}
                onChange={() => form.set(name, option.value as V[typeof name])}
              />
              <label className="choice__label" htmlFor={id}>
                <span className="choice__title">{option.label}</span>
                {option.hint ? <span className="choice__hint">{option.hint}</span> : null}
              </label>
            </div>
          );
        })}
      </div>
      {error ? (
        <p className="field__error" id={`${base}-error`}>
          {messageText(t, error)}
        </p>
      ) : null}
    </fieldset>
  );
}

export const RadioGroupField = observer(RadioGroupFieldView) as typeof RadioGroupFieldView;
