import type { MenuSets } from '../menu/menu-item.js';
import type { ProductTile } from '../catalog/product.js';
import type { HeaderData } from './header-data.js';
import type { Suggestion } from './suggestion.js';

/**
 * Which previews to fetch from `GET /search-limited/`: those matching a query, or given products.
 * `q` is normalised (`normaliseSearchQuery`, spaces as `+`); the adapter writes it into the URL
 * with `searchQueryParam` and `productIds` as a comma list.
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
   * `GET /header-data/`: blog posts and initial previews. The core gives up after
   * `HEADER_DATA_TIMEOUT_MS`; the adapter may also abort the request then.
   */
  headerData(): Promise<HeaderData>;
  /** `GET /api/v1/menu/`: the desktop and mobile menu trees. */
  menu(): Promise<MenuSets>;
}
