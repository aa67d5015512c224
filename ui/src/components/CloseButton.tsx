import type { ReactNode } from 'react';
import { CloseIcon } from '../header/icons';

/** The button that closes a dialog, sheet or notice: a cross, named by its label for screen readers. */
export function CloseButton({
  className,
  label,
  onClick,
  size,
  children,
}: {
  className: string;
  label: string;
  onClick: () => void;
  /** The cross's size; the icon's own default when left out. */
  size?: number;
  /** Another mark in place of the cross. */
  children?: ReactNode;
}) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      {children ?? <CloseIcon size={size} />}
    </button>
  );
}
