import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while the page is the server's HTML (on the server, and while React hydrates it), true once its
 * script runs it. A control whose rule only the script can apply as the shopper types (a submit button
 * disabled until the form may be sent) stays usable before then: the server applies the rule instead.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
