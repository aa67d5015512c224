import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import type { FormModel, FormValues, StringField } from './form-model';
import { messageText, type MessageRef } from './message-ref';

/** The ids that tie a control to its label, hint and message. */
export interface FieldIds {
  readonly control: string;
  readonly hint: string;
  readonly error: string;
}

/** The ids a control should point at with `aria-describedby`. */
export function describedBy(
  ids: FieldIds,
  hint: ReactNode | undefined,
  error: MessageRef | undefined,
): string | undefined {
  const parts = [hint ? ids.hint : null, error ? ids.error : null].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** What a field shows around its control, as the form using it says. */
export interface FieldFrame {
  readonly label: ReactNode;
  readonly required?: boolean;
  readonly hint?: ReactNode;
  readonly className?: string;
}

/**
 * The frame of a form field: the label above, the control, a hint and the field's message below. The
 * message is announced when it appears (it is in a live region) and read with the control.
 */
export function Field({
  ids,
  label,
  required,
  hint,
  error,
  children,
  className,
}: FieldFrame & {
  ids: FieldIds;
  error?: MessageRef | undefined;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className={`field__label${required ? ' field__label--required' : ''}`} htmlFor={ids.control}>
        {label}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={ids.hint}>
          {hint}
        </p>
      ) : null}
      <p className="field__error" id={ids.error} aria-live="polite">
        {error ? (
          <>
            <span className="field__error-icon" aria-hidden="true" />
            {messageText(t, error)}
          </>
        ) : null}
      </p>
    </div>
  );
}

/** Ids for a field from React's `useId` value. */
export function fieldIds(base: string): FieldIds {
  return { control: `${base}-control`, hint: `${base}-hint`, error: `${base}-error` };
}

/** A field bound to a string of a form model, with what it shows around its control. */
export interface BoundFieldProps<V extends FormValues> extends FieldFrame {
  readonly form: FormModel<V>;
  readonly name: StringField<V>;
}

/**
 * A field's frame with its ids and message (`field`, for `Field`), and the attributes its control needs
 * so that the label, hint and message belong to it and leaving it marks it as touched (`control`).
 */
export function useFieldControl<V extends FormValues>({
  form,
  name,
  label,
  required,
  hint,
  className,
}: BoundFieldProps<V>) {
  const ids = fieldIds(useId());
  const error = form.errorOf(name);
  const control = {
    id: ids.control,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, hint, error),
    onBlur: () => form.touch(name),
  } as const;
  return { field: { ids, label, required, hint, error, className }, control };
}
