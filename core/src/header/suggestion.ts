import { SUGGESTIONS_SHOWN } from '../shared/constants.js';
import { searchResultsPath } from '../search/query.js';

/** An autosuggest entry (spec section 3): the phrase, its weight shown as a count, and where it leads. */
export interface Suggestion {
  readonly phrase: string;
  /** How many products match, shown beside the phrase; a whole number, never negative. */
  readonly weight: number;
  /** Search results path for the phrase, e.g. `/search/?q=home+jersey`. */
  readonly url: string;
}

/** The search results path for a phrase; the API gives suggestions without one. */
export function suggestionUrl(phrase: string): string {
  return searchResultsPath(phrase);
}

/**
 * The suggestions the panel shows: the heaviest first (stable, so equal weights keep the API's
 * order), at most `SUGGESTIONS_SHOWN`.
 */
export function topSuggestions(
  suggestions: readonly Suggestion[],
  limit: number = SUGGESTIONS_SHOWN,
): Suggestion[] {
  return [...suggestions].sort((a, b) => b.weight - a.weight).slice(0, Math.max(0, limit));
}
