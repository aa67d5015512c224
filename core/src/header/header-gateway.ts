import type { MenuSets } from '../menu/menu-item.js';
import type { ProductTile } from '../catalog/product.js';
import type { HeaderData } from './header-data.js';
import type { Suggestion } from './suggestion.js';

/**
 * Which previews to fetch from `GET /search-limited/`: those matching a query, or given products.
 * `q` is normalised (`normaliseSearchQuery`); the adapter writes it into the URL with
 * `searchQueryParam` (spaces as `+`, a typed `+` as `%2B`) and `productIds` as a comma list.
 */
export type PreviewRequest = { readonly q: string } | { readonly productIds: readonly number[] };

/** The header's calls to the shop API (spec section 7). Failures reject; the core logs them. */
export interface HeaderGateway {
  /**
   * `GET /autosuggest/list/`: suggestions for a normalised query, or the default list for `''`
   * (then no `q` is sent).
   */
  autosuggest(q: string): Promise<readonly Suggestion[]>;
  /** `GET /search-limited/`: the product previews (`data.search`). */
  searchPreviews(request: PreviewRequest): Promise<readonly ProductTile[]>;
  /**
   * `GET /header-data/`: blog posts and initial previews (spec section 7: debounced, 500 ms timeout).
   * The request gives up `HEADER_DATA_TIMEOUT_MS` after it is sent, and the call then rejects; a
   * debounce before the request does not count against that time. The core logs the failure and asks
   * again on the next opening of the panel.
   */
  headerData(): Promise<HeaderData>;
  /** `GET /api/v1/menu/`: the desktop and mobile menu trees. */
  menu(): Promise<MenuSets>;
}
