/**
 * The path from home to a listing, for its breadcrumb and the breadcrumb's structured data alike, so
 * that what shoppers and search engines are shown agrees.
 */
import { isAppPath } from '../navigation/app-path.js';
import { splitUrl } from '../navigation/url.js';
import type { Listing } from './listing.js';
import type { Breadcrumb } from './product.js';

/**
 * Reads the listing answer's optional `breadcrumbs` (the department, the categories above the page
 * and the page itself, as the product answer's are): each step a name and an app path. An answer
 * without them, or with a step that is not one (no name, an address outside the shop), gives
 * `undefined`, and the trail is then taken from the category tree: half a trail is never shown.
 */
export function readListingTrail(raw: unknown): readonly Breadcrumb[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const trail: Breadcrumb[] = [];
  for (const step of raw as readonly unknown[]) {
    if (typeof step !== 'object' || step === null) return undefined;
    const { name, url } = step as Record<string, unknown>;
    if (typeof name !== 'string' || name.trim() === '' || !isAppPath(url)) return undefined;
    trail.push({ name: name.trim(), url });
  }
  return trail;
}

/**
 * The steps after home to the listing at `path` (its app path without language prefix or query),
 * the listing last: the API's trail when it sent one; otherwise the active branch of the category
 * tree, followed by the listing itself under its heading when the branch does not end at its path
 * (a brand or sport page, a department, a filtered category).
 */
export function listingTrail(
  listing: Pick<Listing, 'trail' | 'categoryTree' | 'seo'>,
  path: string,
): readonly Breadcrumb[] {
  if (listing.trail !== undefined) return listing.trail;
  const page = splitUrl(path).path;
  const trail: Breadcrumb[] = [];
  for (let level = listing.categoryTree.tree; ;) {
    const active = level.find((node) => node.active);
    if (!active) break;
    trail.push({ name: active.name, url: active.url });
    level = active.children;
  }
  const last = trail.at(-1);
  const reached = last !== undefined && splitUrl(last.url).path.toLowerCase() === page.toLowerCase();
  // Home is the first step already, and a step needs a name.
  if (!reached && page !== '/' && listing.seo.h1.trim() !== '')
    trail.push({ name: listing.seo.h1, url: page });
  return trail;
}
