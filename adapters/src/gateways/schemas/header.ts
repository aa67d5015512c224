import * as z from 'zod/mini';
import { productTile } from './catalog.js';

/** `GET /autosuggest/list/`: a list; its entries are read by the core's `readSuggestions`. */
export const suggestionsAnswer = z.array(z.unknown());

/** `GET /search-limited/`: the previews in `search` (the spec's `data.search`). */
export const previewsAnswer = z.object({ search: z.array(productTile) });

const blogPost = z.object({
  id: z.int(),
  title: z.string(),
  url: z.string(),
  image: z.nullish(z.string()),
});

/** `GET /header-data/`: `blogPosts` and `search-limited` (spec section 7). */
export const headerDataAnswer = z.object({
  blogPosts: z.array(blogPost),
  'search-limited': z.array(productTile),
});

/**
 * `GET /api/v1/menu/`: `{ desktop, mobile }`; the items are read by the core's `readMenuSets`,
 * which skips items without an id or a name.
 */
export const menuAnswer = z.object({
  desktop: z.array(z.unknown()),
  mobile: z.array(z.unknown()),
});
