import type { Navigator } from '../navigation/navigator.js';
import { type FilterSelectionState, startSubmitting } from './filter-selection.js';
import { currentFilterUrl, type FilterLocation, nextFilterUrl } from './filter-url.js';

/** What applying filters did. */
export interface AppliedFilters {
  /** The URL of the applied selection: target path plus encoded filter query. */
  readonly url: string;
  /** False when the URL is the one already shown, so there was nothing to load. */
  readonly navigated: boolean;
  /** The next state: submitting after a navigation, so that changes wait for the new listing. */
  readonly state: FilterSelectionState;
}

/**
 * Applies the saved filter groups: computes the next listing URL (spec sections 2, 5 and 7) and
 * navigates there. While a previous apply is still submitting it does nothing and answers `null`.
 */
export class ApplyFilters {
  constructor(private readonly navigator: Navigator) {}

  execute(state: FilterSelectionState, location: FilterLocation): AppliedFilters | null {
    if (state.submitting) return null;
    const url = nextFilterUrl(state, location);
    // Navigating to the URL already shown loads nothing, and the state would wait forever.
    if (url === currentFilterUrl(location)) return { url, navigated: false, state };
    this.navigator.navigate(url);
    return { url, navigated: true, state: startSubmitting(state) };
  }
}
