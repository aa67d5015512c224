/**
 * The search query: normalised, cut to 50 characters and usable from 2 (spec sections 2, 5 and 9).
 *
 * @module
 */
export {
  normaliseSearchQuery,
  isUsableQuery,
  searchQueryParam,
  searchResultsPath,
  SEARCH_PATH,
} from './query.js';
