import type { ReactNode } from 'react';

/**
 * The submit button of a form. `disabled` follows the form's rules (spec section 5); while `busy` it
 * keeps its focus (aria-disabled instead of disabled), shows a spinner and the busy label.
 */
export function SubmitButton({
  children,
  busy,
  busyLabel,
  disabled,
  variant = 'primary',
  className,
}: {
  children: ReactNode;
  busy: boolean;
  busyLabel: ReactNode;
  disabled?: boolean;
  variant?: 'primary' | 'secondary' | 'danger';
  className?: string;
}) {
  const variantClass = variant === 'primary' ? '' : ` button--${variant}`;
  return (
    <button
      type="submit"
      className={`button form__submit${variantClass}${busy ? ' button--busy' : ''}${className ? ` ${className}` : ''}`}
      disabled={disabled}
      aria-disabled={busy ? true : undefined}
    >
      {busy ? <span className="form-spinner" aria-hidden="true" /> : null}
      <span>{busy ? busyLabel : children}</span>
    </button>
  );
}
