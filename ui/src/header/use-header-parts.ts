import { useEffect, useSyncExternalStore } from 'react';
import type * as HeaderPartsModule from './header-parts';

/** The header's parts that only an open popup or the open phone menu shows (`header-parts.ts`). */
export type HeaderParts = typeof HeaderPartsModule;

let parts: HeaderParts | null = null;
let loading: Promise<HeaderParts> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the header's popups and phone menu dialog once. Nobody sees them before acting, and the server
 * renders them closed, so they are not needed to show or hydrate a page: the browser loads them with
 * the API layer at the shopper's first sign of intent (`warmUp` in `browser-host.ts`), or when one
 * opens before that. A failed load is tried again the next time.
 */
export function loadHeaderParts(): Promise<HeaderParts> {
  return (loading ??= import('./header-parts').then(
    (module) => {
      parts = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The header's parts once they are there, loading them when `wanted` (a popup or the menu is open).
 * Null on the server and while they are on their way; the component shows them when they come.
 */
export function useHeaderParts(wanted: boolean): HeaderParts | null {
  const loaded = useSyncExternalStore(
    subscribe,
    () => parts,
    () => null,
  );
  useEffect(() => {
    if (wanted && !parts) void loadHeaderParts().catch(() => undefined);
  }, [wanted]);
  return loaded;
}
