import type { ScheduledTask, Scheduler } from '../shared/clock.js';
import { AUTOSUGGEST_DEBOUNCE_MS } from '../shared/constants.js';
import type { Logger } from '../shared/logger.js';
import { isUsableQuery, normaliseSearchQuery, searchResultsPath } from '../search/query.js';
import type { ProductTile } from '../catalog/product.js';
import type { HeaderBlogPost } from './header-data.js';
import type { HeaderGateway } from './header-gateway.js';
import { type Suggestion, topSuggestions } from './suggestion.js';
import { Subscribable } from '../shared/subscribable.js';

/**
 * The answer to one usable query. A part is `null` when its call failed; the panel then shows
 * that part's no-query content instead.
 */
export interface SearchAnswer {
  /** The normalised query the answer belongs to. */
  readonly q: string;
  readonly suggestions: readonly Suggestion[] | null;
  readonly products: readonly ProductTile[] | null;
}

/** Everything the search panel shows, as plain data. Read it through the selectors below. */
export interface SearchPanelState {
  readonly open: boolean;
  /** The search field's text as typed. */
  readonly input: string;
  /** The autosuggest list for no query. */
  readonly defaultSuggestions: readonly Suggestion[];
  /** The header data's previews, shown while there is no usable query. */
  readonly initialPreviews: readonly ProductTile[];
  readonly posts: readonly HeaderBlogPost[];
  /** The answer to the latest usable query that has one; `null` while the query is not usable. */
  readonly answer: SearchAnswer | null;
  /** True from a usable keystroke until its answer arrives. */
  readonly searching: boolean;
}

/** The panel before anything is loaded. */
export const INITIAL_SEARCH_PANEL: SearchPanelState = {
  open: false,
  input: '',
  defaultSuggestions: [],
  initialPreviews: [],
  posts: [],
  answer: null,
  searching: false,
};

/**
 * The suggestions to show: the answer's, or the default list while there is no answer (an empty
 * or too short query, or a failed autosuggest call). At most `SUGGESTIONS_SHOWN`, heaviest first.
 */
export function shownSuggestions(state: SearchPanelState): Suggestion[] {
  return topSuggestions(state.answer?.suggestions ?? state.defaultSuggestions);
}

/** The products to show: the answer's, or the initial previews while there is none. */
export function shownProducts(state: SearchPanelState): readonly ProductTile[] {
  return state.answer?.products ?? state.initialPreviews;
}

/**
 * Posts show unless a query produced neither suggestions nor products. A failed call produced
 * nothing to judge by, so it does not hide them.
 */
export function showsPosts(state: SearchPanelState): boolean {
  const answer = state.answer;
  return !(answer?.suggestions?.length === 0 && answer.products?.length === 0);
}

/** Where submitting the field leads (`/search/?q=…`), or `undefined` for a query that is not usable. */
export function searchPath(state: SearchPanelState): string | undefined {
  return isUsableQuery(state.input) ? searchResultsPath(state.input) : undefined;
}

/**
 * The search panel's controller (spec sections 2, 4, 5). It owns the rules with time and
 * ordering in them: the autosuggest debounce, ignoring stale answers. The header data's 500 ms time
 * limit is its request's (`HeaderGateway.headerData`), not the panel's.
 * It holds no view concerns; a MobX view store wraps it by copying `state` into an observable
 * on every `subscribe` notification, the way TanStack Query's observers feed React.
 */
export class SearchPanel extends Subscribable<SearchPanelState> {
  private debounce: ScheduledTask | undefined;
  /** Bumped by every query change and by closing; an answer for an older generation is stale. */
  private generation = 0;
  /** The normalised query that is waiting or answered, so that keystrokes not changing it refetch nothing. */
  private requestedQ = '';
  /** The no-query content asked for and not failed: loading or loaded. */
  private headerDataAsked = false;
  private defaultsAsked = false;

  constructor(
    private readonly gateway: HeaderGateway,
    private readonly scheduler: Scheduler,
    private readonly logger: Logger,
  ) {
    super(INITIAL_SEARCH_PANEL);
  }

  /**
   * Opens the panel and loads its no-query content (default suggestions, header data) unless it
   * is loaded or loading; a part that failed is tried again on the next opening.
   */
  open(): void {
    if (!this.state.open) this.update({ open: true });
    if (!this.defaultsAsked) void this.loadDefaultSuggestions();
    if (!this.headerDataAsked) void this.loadHeaderData();
  }

  /** Closes the panel and clears the query; answers still on their way are ignored. */
  close(): void {
    this.cancelSearch();
    // An answer, or a search under way, is only ever there for a query in the field.
    if (this.state.open || this.state.input !== '') {
      this.update({ open: false, input: '', answer: null, searching: false });
    }
  }

  /**
   * The shopper changed the field. A usable query is searched `AUTOSUGGEST_DEBOUNCE_MS` after the
   * last keystroke that changed it; a query that is not usable goes straight back to the no-query
   * content.
   */
  type(input: string): void {
    const q = normaliseSearchQuery(input);
    if (!isUsableQuery(q)) {
      this.cancelSearch();
      this.update({ input, answer: null, searching: false });
      return;
    }
    if (q === this.requestedQ) {
      this.update({ input });
      return;
    }
    this.cancelSearch();
    this.requestedQ = q;
    const generation = this.generation;
    this.debounce = this.scheduler.schedule(AUTOSUGGEST_DEBOUNCE_MS, () => {
      this.debounce = undefined;
      void this.search(q, generation);
    });
    this.update({ input, searching: true });
  }

  private async search(q: string, generation: number): Promise<void> {
    const [suggestions, products] = await Promise.allSettled([
      this.gateway.autosuggest(q),
      this.gateway.searchPreviews({ q }),
    ]);
    if (generation !== this.generation) return;
    if (suggestions.status === 'rejected')
      this.logger.error('autosuggest failed', { q, error: suggestions.reason });
    if (products.status === 'rejected')
      this.logger.error('search previews failed', { q, error: products.reason });
    this.update({
      searching: false,
      answer: {
        q,
        suggestions: suggestions.status === 'fulfilled' ? suggestions.value : null,
        products: products.status === 'fulfilled' ? products.value : null,
      },
    });
  }

  private cancelSearch(): void {
    this.debounce?.cancel();
    this.debounce = undefined;
    this.generation++;
    this.requestedQ = '';
  }

  private async loadDefaultSuggestions(): Promise<void> {
    this.defaultsAsked = true;
    try {
      const defaultSuggestions = await this.gateway.autosuggest('');
      this.update({ defaultSuggestions });
    } catch (error) {
      this.defaultsAsked = false;
      this.logger.error('default suggestions could not be loaded', { error });
    }
  }

  private async loadHeaderData(): Promise<void> {
    this.headerDataAsked = true;
    try {
      // No timer here: the limit belongs to the request (spec sections 7 and 9), and a timer started at
      // this call would also count the gateway's debounce before the request goes out.
      const data = await this.gateway.headerData();
      this.update({ posts: data.blogPosts, initialPreviews: data.previews });
    } catch (error) {
      this.headerDataAsked = false;
      this.logger.error('header data could not be loaded', { error });
    }
  }

  private update(patch: Partial<SearchPanelState>): void {
    this.set({ ...this.state, ...patch });
  }
}
