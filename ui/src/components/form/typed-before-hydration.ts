import { useEffect, type RefObject } from 'react';

/**
 * Takes into the form what the shopper typed into a server-rendered input before the page's script
 * hydrated it. React leaves such text on screen while hydrating, but no change event told the form,
 * so the next render of the field would wipe it (and a button waiting for it would stay disabled).
 * Runs once, after the field's first commit: from then on every change arrives as an event.
 */
export function useValueTypedBeforeHydration(
  input: RefObject<HTMLInputElement | null>,
  value: string,
  set: (typed: string) => void,
): void {
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) set(typed);
    // Only the first commit: later values are the form's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
