import { splitUrl } from '../navigation/url.js';
import { type FilterSelectionState, selectionFromListing } from './filter-selection.js';
import { decodeListingQuery, type FilterLocation, isSearchPath } from './filter-url.js';
import type { Listing } from './listing.js';
import type { ListingGateway } from './listing-gateway.js';
import type { CatalogPageRequest } from './page-request.js';
import { requireFound } from './require-found.js';

/** Which listing page to load; any query on its path is ignored in favour of `query`. */
export interface LoadListingRequest extends CatalogPageRequest {
  /** The URL's query string, with or without its `?` (empty for none). */
  readonly query: string;
}

/** A loaded listing with what the filter UI starts from. */
export interface LoadedListing {
  readonly listing: Listing;
  /** The filter selection the listing was requested with, nothing saved, not submitting: the UI's state. */
  readonly selection: FilterSelectionState;
  /** What `ApplyFilters` needs besides the selection. */
  readonly location: FilterLocation;
}

/**
 * Loads a product listing or search result page. The URL's query is decoded once into the filter
 * query (bad values dropped, `q` kept on the search page only), which the gateway writes once into
 * the API's query; a path without a listing is a `PageNotFoundError` (404).
 */
export class LoadListing {
  constructor(private readonly gateway: ListingGateway) {}

  async execute(request: LoadListingRequest): Promise<LoadedListing> {
    const path = splitUrl(request.path).path;
    const decoded = decodeListingQuery(request.query);
    const { q: _q, ...withoutQ } = decoded;
    const query = isSearchPath(path) ? decoded : withoutQ;
    const { priceType, language } = request;
    const listing = await requireFound(path, () =>
      this.gateway.getListing({ path, query, priceType, language }),
    );
    return {
      listing,
      selection: selectionFromListing(listing),
      location: { path, query, priceType, priceRange: listing.price.range.role },
    };
  }
}
