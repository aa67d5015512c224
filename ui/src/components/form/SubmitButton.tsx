import type { ReactNode } from 'react';
import { useHydrated } from '../use-hydrated';

/**
 * The submit button of a form. `disabled` follows the form's rules (spec section 5) once the page's
 * script runs: before, the form posts natively and the server applies the same rules. While `busy` it
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
  const hydrated = useHydrated();
  const variantClass = variant === 'primary' ? '' : ` button--${variant}`;
  return (
    <button
      type="submit"
      className={`button form__submit${variantClass}${busy ? ' button--busy' : ''}${className ? ` ${className}` : ''}`}
      disabled={hydrated && disabled}
      aria-disabled={busy ? true : undefined}
    >
      {busy ? <span className="form-spinner" aria-hidden="true" /> : null}
      <span>{busy ? busyLabel : children}</span>
    </button>
  );
}
