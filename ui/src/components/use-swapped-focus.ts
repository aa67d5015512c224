import { type RefObject, useEffect, useRef } from 'react';

/**
 * The focus of a button that, pressed, gives way to another (Delete to its confirmation, Remove to
 * Undo) and comes back: when `swapped` turns true the focus moves to the button shown then
 * (`swappedRef`), when it turns false again to the one it gave way to (`restoredRef`), so that it is
 * not lost with the button that disappeared.
 */
export function useSwappedFocus(swapped: boolean): {
  readonly swappedRef: RefObject<HTMLButtonElement | null>;
  readonly restoredRef: RefObject<HTMLButtonElement | null>;
} {
  const swappedRef = useRef<HTMLButtonElement>(null);
  const restoredRef = useRef<HTMLButtonElement>(null);
  const wasSwapped = useRef(false);
  useEffect(() => {
    if (swapped) swappedRef.current?.focus();
    else if (wasSwapped.current) restoredRef.current?.focus();
    wasSwapped.current = swapped;
  }, [swapped]);
  return { swappedRef, restoredRef };
}
