import type { Listing } from '../listing.js';
import type { ListingGateway, ListingRequest } from '../listing-gateway.js';

/** Listings by path (matched case-insensitively, as routes are), remembering every request. */
export class InMemoryListingGateway implements ListingGateway {
  readonly requests: ListingRequest[] = [];
  /** When set, every call rejects with it. */
  failure: unknown = undefined;
  private readonly listings = new Map<string, Listing>();

  with(path: string, listing: Listing): this {
    this.listings.set(path.toLowerCase(), listing);
    return this;
  }

  async getListing(request: ListingRequest): Promise<Listing | null> {
    this.requests.push(request);
    if (this.failure !== undefined) throw this.failure;
    return this.listings.get(request.path.toLowerCase()) ?? null;
  }
}
