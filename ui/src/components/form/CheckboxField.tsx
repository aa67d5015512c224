import { useId, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/i18n-context';
import { fieldIds } from './Field';
import type { FieldOf, FormModel, FormValues } from './form-model';
import { messageText } from './message-ref';

type BooleanField<V extends FormValues> = { [K in FieldOf<V>]: V[K] extends boolean ? K : never }[FieldOf<V>];

export interface CheckboxFieldProps<V extends FormValues> {
  readonly form: FormModel<V>;
  readonly name: BooleanField<V>;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
}

/** A checkbox with its label beside it, bound to a form model. */
function CheckboxFieldView<V extends FormValues>({ form, name, label, hint }: CheckboxFieldProps<V>) {
  const { t } = useT();
  const ids = fieldIds(useId());
  const error = form.errorOf(name);
  const described = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ');
  return (
    <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
      <input
        id={ids.control}
        className="field__checkbox"
        type="checkbox"
        name={name}
        checked={form.values[name] === true}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(event) => form.set(name, event.target.checked as V[typeof name])}
      />
      <label className="field__checkbox-label" htmlFor={ids.control}>
        {label}
      </label>
      {hint ? (
        <p className="field__hint" id={ids.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={ids.error}>
          {messageText(t, error)}
        </p>
      ) : null}
    </div>
  );
}

export const CheckboxField = observer(CheckboxFieldView) as typeof CheckboxFieldView;
