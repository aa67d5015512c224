/** What decides whether a listing page is for search engines. */
export interface ListingIndexFacts {
  /** Search results (`/search/?q=…`). */
  readonly isSearch: boolean;
  /** The filters the shopper applied (core's `appliedFilterCount`). */
  readonly appliedFilterCount: number;
}

/**
 * Whether a listing page stays out of search engines' index (`noindex, follow`): search results always
 * (ADR 0011: every query would be a thin page of its own), and a listing narrowed by more than one filter,
 * whose combinations are endless; a listing with one filter is a landing page of its own (a brand's
 * jerseys), and the plain listing is the canonical of them all.
 */
export function listingNoindex({ isSearch, appliedFilterCount }: ListingIndexFacts): boolean {
  return isSearch || appliedFilterCount > 1;
}
