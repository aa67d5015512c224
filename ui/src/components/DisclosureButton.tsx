import type { ReactNode } from 'react';

/** A button that shows and hides the part of the page it controls, and says whether it is shown. */
export function DisclosureButton({
  className,
  expanded,
  controls,
  onToggle,
  children,
}: {
  className: string;
  expanded: boolean;
  /** The id of the part it shows and hides. */
  controls: string;
  onToggle: (expanded: boolean) => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={() => onToggle(!expanded)}
    >
      {children}
    </button>
  );
}
