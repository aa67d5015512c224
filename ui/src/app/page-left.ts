/**
 * Where the page's inline loader notes when the shopper began leaving the page (`Date.now()` at
 * `beforeunload` or `pagehide`, cleared at `pageshow`). The loader runs as the page is parsed, the page's
 * own code a while later: a shopper who leaves in between was seen only by the loader, and a load the
 * browser cuts off then is no failure (`watchPage`).
 */
export const PAGE_LEFT_AT = '__shopPageLeftAt';

/** The loader's note, when it has one. */
export function pageLeftAt(page: object): number | undefined {
  const at: unknown = (page as Record<string, unknown>)[PAGE_LEFT_AT];
  return typeof at === 'number' ? at : undefined;
}
