import { splitUrl } from './url.js';

/** What the page does with its scroll position after a route change. */
export type ScrollAction =
  | { readonly kind: 'none' }
  | { readonly kind: 'top' }
  /** Scroll to the element with this id (the hash without `#`, decoded). */
  | { readonly kind: 'anchor'; readonly id: string };

/**
 * The scroll rule of spec section 2: a hash scrolls to its anchor; otherwise a route change
 * scrolls to top unless the path is unchanged (a query change such as a filter keeps the place).
 * `from` is undefined on the first page of a visit. Paths compare case-insensitively, as routes do.
 */
export function scrollAfterRouteChange(from: string | undefined, to: string): ScrollAction {
  const target = splitUrl(to);
  const id = decodeHash(target.hash);
  if (id !== '') return { kind: 'anchor', id };
  if (from !== undefined && samePath(splitUrl(from).path, target.path)) return { kind: 'none' };
  return { kind: 'top' };
}

function samePath(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    // A malformed escape is still a usable id as written.
    return raw;
  }
}
