import type { Language } from '../shared/language.js';
import type { PriceType } from '../pricing/role.js';
import type { FilterQuery } from './filter-url.js';
import type { Listing } from './listing.js';

/** What a listing is asked for: the page's path, its filters, and whose prices in which language. */
export interface ListingRequest {
  /** App path without language prefix, e.g. `/men/jerseys/` or `/search/`. */
  readonly path: string;
  /** The filter parameters, `q` only on the search page. */
  readonly query: FilterQuery;
  /** The shopper's price type; prices, the price range and price sorting follow it. */
  readonly priceType: PriceType;
  /** Content language of names, titles and texts. */
  readonly language: Language;
}

/** The shop API's product listings (decisions: `GET /api/v1/listing/`). */
export interface ListingGateway {
  /** The listing at a path; `null` when no listing lives there. */
  getListing(request: ListingRequest): Promise<Listing | null>;
}
