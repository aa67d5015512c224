import { action, computed, observableRef } from 'mobx';
import { makeStoreObservable } from '../app/store-observability';
import {
  INITIAL_SEARCH_PANEL,
  SearchPanel,
  searchPath,
  shownProducts,
  shownSuggestions,
  showsPosts,
  type SearchPanelState,
  type HeaderGateway,
  type HeaderBlogPost,
  type Suggestion,
} from '@fanshop/core/header';
import type { ProductTile } from '@fanshop/core/catalog';
import { normaliseSearchQuery } from '@fanshop/core/search';
import { searchEvent, type AnalyticsSink } from '@fanshop/core/analytics';
import type { Navigator } from '@fanshop/core/navigation';
import type { Scheduler, Logger } from '@fanshop/core/shared';

/** The collaborators of the search panel store, wired by the composition root. */
export interface SearchPanelStoreDeps {
  readonly gateway: HeaderGateway;
  readonly scheduler: Scheduler;
  readonly logger: Logger;
  readonly navigator: Navigator;
  readonly analytics: AnalyticsSink;
}

/**
 * The header's search panel as a view store over the core's `SearchPanel`, which owns its rules (the
 * 1 s autosuggest debounce, stale answers ignored, the header-data timeout, what shows for which
 * query). The store mirrors the core's state and adds the shopper's ways out: submitting the query
 * (`/search/?q=`, normalised) or following a suggestion, product or post; each closes the panel,
 * which clears the query.
 */
export class SearchPanelStore {
  state: SearchPanelState = INITIAL_SEARCH_PANEL;
  private readonly panel: SearchPanel;

  constructor(private readonly deps: SearchPanelStoreDeps) {
    this.panel = new SearchPanel(deps.gateway, deps.scheduler, deps.logger);
    makeStoreObservable<SearchPanelStore, 'mirror'>(this, {
      state: observableRef,
      suggestions: computed,
      products: computed,
      posts: computed,
      mirror: action,
    });
    this.panel.subscribe((state) => this.mirror(state));
  }

  get isOpen(): boolean {
    return this.state.open;
  }

  /** The field's text as typed. */
  get input(): string {
    return this.state.input;
  }

  /** True while a usable query waits for its answer. */
  get searching(): boolean {
    return this.state.searching;
  }

  /** The suggestions shown (the query's or the default top ones), heaviest first. */
  get suggestions(): readonly Suggestion[] {
    return shownSuggestions(this.state);
  }

  /** The product previews shown (the query's or the initial ones). */
  get products(): readonly ProductTile[] {
    return shownProducts(this.state);
  }

  /** The blog posts, unless a query produced neither suggestions nor products. */
  get posts(): readonly HeaderBlogPost[] {
    return showsPosts(this.state) ? this.state.posts : [];
  }

  /** True when a query was answered with nothing at all. */
  get noResults(): boolean {
    const answer = this.state.answer;
    return answer !== null && answer.suggestions?.length === 0 && answer.products?.length === 0;
  }

  /** Opens the panel and loads its no-query content. */
  open(): void {
    this.panel.open();
  }

  /** Closes the panel and clears the query. */
  close(): void {
    this.panel.close();
  }

  /** The shopper typed. */
  type(input: string): void {
    this.panel.type(input);
  }

  /**
   * Enter in the field: goes to `/search/?q=` with the normalised query and answers true, or answers
   * false for a query too short to search with.
   */
  submit(): boolean {
    const path = searchPath(this.state);
    if (path === undefined) return false;
    this.track(normaliseSearchQuery(this.state.input));
    this.follow(path);
    return true;
  }

  /** A suggestion was chosen: it counts as a search for its phrase. */
  chooseSuggestion(suggestion: Suggestion): void {
    this.track(suggestion.phrase);
    this.follow(suggestion.url);
  }

  /** A product preview or a post was chosen. */
  follow(url: string): void {
    this.panel.close();
    this.deps.navigator.navigate(url);
  }

  private track(term: string): void {
    const event = searchEvent(term);
    if (event) this.deps.analytics.track(event);
  }

  private mirror(state: SearchPanelState): void {
    this.state = state;
  }
}
