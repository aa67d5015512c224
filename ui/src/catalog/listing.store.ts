import { action, computed, observable, observableRef, runInAction } from 'mobx';
import { makeStoreObservable } from '../app/store-observability';
import {
  type ApplyFilters,
  type Filter,
  filterNameOf,
  visibleValues,
  appliedFilterCount,
  clearPriceRange,
  clearShopperFilters,
  filterChips,
  type FilterChip,
  type FilterSelectionState,
  PRICE_GROUP,
  saveGroups,
  selectionFromListing,
  setPriceRange,
  SORTING_GROUP,
  stopSubmitting,
  toggleFilterValue,
  toggleSorting,
  type FilterLocation,
  filterUrl,
  isSearchPath,
  type Listing,
  listingPriceRange,
  mobilePriceRange,
  type LoadListing,
  DEFAULT_SORT_OPTION,
  type SortOption,
  sortOptionFor,
  type ProductTile,
  SEARCH_PATH,
  type DraftCount,
  DraftResultCount,
} from '@fanshop/core/catalog';
import type { Language, Logger, Scheduler } from '@fanshop/core/shared';
import { PageNotFoundError, splitUrl } from '@fanshop/core/navigation';
import type { PriceRange, PriceType } from '@fanshop/core/pricing';
import { normaliseSearchQuery } from '@fanshop/core/search';
import type { Hydratable } from '../app/hydration';
import { packListing, unpackListing, type PackedListing } from './listing-page-state';

/** Which listing page to show, as the route gives it. */
export interface ListingPageRequest {
  /** App path without language prefix, e.g. `/men/jerseys/` or `/search/`. */
  readonly path: string;
  /** The URL's query with its `?`, or empty. */
  readonly query: string;
  readonly language: Language;
}

/**
 * Where a filter change goes: `apply` saves the group and loads the new listing at once (the desktop
 * column), `draft` only changes the mobile sheet's working copy until its Apply button.
 */
export type FilterMode = 'apply' | 'draft';

/** `idle` with results, `loading` the next ones, or `error` when they failed (the shown ones stay). */
export type ListingStatus = 'idle' | 'loading' | 'error';

interface ListingState {
  readonly listing: Listing;
  readonly location: FilterLocation;
  readonly request: ListingPageRequest;
}

/** The state as the page carries it (listing-page-state.ts). */
interface PackedListingState extends Omit<ListingState, 'listing'> {
  readonly listing: PackedListing;
  /** Only when the listing found nothing. */
  readonly bestsellers?: readonly ProductTile[];
}

/** How many of the shop's bestsellers a listing that found nothing offers instead. */
export const NO_RESULTS_BESTSELLERS = 4;

/**
 * The product listing and search results page: the listing loaded through `LoadListing` for the
 * shopper's price type, and the filter selection as the core's state machine. The URL is the filter
 * state: every applied change goes through `ApplyFilters`, which navigates to the listing URL of the
 * selection; the router then loads that URL through `load`. A failed reload keeps the products shown
 * and offers a retry.
 */
export class ListingStore implements Hydratable {
  readonly hydrationKey = 'listing';
  listing: Listing | null = null;
  /** The selection the page shows (desktop column, chips). */
  selection: FilterSelectionState | null = null;
  /** The mobile filter sheet's working copy while it is open; `null` when closed. */
  draft: FilterSelectionState | null = null;
  /** How many products the sheet's draft would show, for its Apply button (core's `DraftResultCount`). */
  draftCount: DraftCount = { total: null, counting: false };
  status: ListingStatus = 'idle';
  /**
   * The shop's bestsellers (its favourites across the whole catalogue), loaded only when a listing
   * found nothing, so that the empty page still leads somewhere; empty otherwise.
   */
  bestsellers: readonly ProductTile[] = [];
  private location: FilterLocation | null = null;
  private request: ListingPageRequest | null = null;
  private generation = 0;
  private readonly draftCounter: DraftResultCount;

  constructor(
    private readonly loadListing: LoadListing,
    private readonly applyFilters: ApplyFilters,
    private readonly session: { readonly priceType: PriceType },
    private readonly logger: Logger,
    scheduler: Scheduler,
  ) {
    this.draftCounter = new DraftResultCount(loadListing, scheduler, logger, (count) =>
      runInAction(() => (this.draftCount = count)),
    );
    makeStoreObservable<ListingStore, 'location' | 'show' | 'apply' | 'update'>(this, {
      listing: observableRef,
      selection: observableRef,
      draft: observableRef,
      draftCount: observableRef,
      status: observable,
      bestsellers: observableRef,
      location: observableRef,
      isSearch: computed,
      searchText: computed,
      priceRange: computed,
      mobilePriceRange: computed,
      sortOption: computed,
      chips: computed,
      appliedFilterCount: computed,
      columnFilters: computed,
      submitting: computed,
      applying: computed,
      show: action,
      apply: action,
      update: action,
      load: action,
      retry: action,
      toggleValue: action,
      removeChip: action,
      clearAll: action,
      setPrice: action,
      clearPrice: action,
      sortBy: action,
      openSheet: action,
      closeSheet: action,
      resetSheet: action,
      applySheet: action,
    });
  }

  /** Loads the listing at a path and query (on the server, and on every client navigation to it). */
  async load(request: ListingPageRequest): Promise<void> {
    const generation = ++this.generation;
    this.request = request;
    this.status = 'loading';
    const path = splitUrl(request.path).path;
    try {
      const loaded = await this.loadListing.execute({
        path,
        query: request.query,
        priceType: this.session.priceType,
        language: request.language,
      });
      if (generation !== this.generation) return;
      const bestsellers = loaded.listing.products.length === 0 ? await this.loadBestsellers(request) : [];
      if (generation !== this.generation) return;
      this.show(
        { listing: loaded.listing, location: loaded.location, request },
        loaded.selection,
        bestsellers,
      );
    } catch (error) {
      if (generation !== this.generation) return;
      // A new selection of the listing on screen that failed keeps the products shown, with a retry.
      const keep =
        this.listing !== null &&
        this.location !== null &&
        !(error instanceof PageNotFoundError) &&
        this.location.path.toLowerCase() === path.toLowerCase();
      runInAction(() => {
        this.status = keep ? 'error' : 'idle';
        if (keep && this.selection) this.selection = stopSubmitting(this.selection);
      });
      if (!keep) throw error;
      this.logger.error('listing failed to load', { path, error: String(error) });
    }
  }

  /** Loads the last requested listing again after a failure. */
  async retry(): Promise<void> {
    if (this.request === null) return;
    try {
      await this.load(this.request);
    } catch (error) {
      this.logger.error('listing retry failed', { error: String(error) });
      runInAction(() => (this.status = 'error'));
    }
  }

  /** True on the search results page. */
  get isSearch(): boolean {
    return this.location !== null && isSearchPath(this.location.path);
  }

  /** The search query as the shopper typed it (spaces, not plus signs); empty elsewhere. */
  get searchText(): string {
    const q = this.location?.query.q;
    return this.isSearch && q !== undefined ? normaliseSearchQuery(q) : '';
  }

  /** The listing's path without language prefix, e.g. `/men/` (or `/search/`). */
  get path(): string {
    return this.location?.path ?? '/';
  }

  /** The price slider's bounds for the shopper's price type (spec section 6). */
  get priceRange(): PriceRange | null {
    return this.listing ? listingPriceRange(this.listing, this.session.priceType) : null;
  }

  /** The mobile sheet's price bounds. */
  get mobilePriceRange(): PriceRange | null {
    return this.listing ? mobilePriceRange(this.listing, this.session.priceType) : null;
  }

  /** The sort option shown as chosen: the selection's, the default when none is chosen. */
  get sortOption(): SortOption {
    const sorting = this.selection?.current.sorting ?? null;
    return sortOptionFor(sorting) ?? DEFAULT_SORT_OPTION;
  }

  /** True while an applied selection loads; changes wait for it. */
  get submitting(): boolean {
    return this.selection?.submitting ?? false;
  }

  /**
   * True from the moment a change is applied until its products are shown: the shopper sees at once
   * that the tick was taken, before the navigation has even started loading.
   */
  get applying(): boolean {
    return this.submitting || this.status === 'loading';
  }

  /** The chips of the applied selection (core's `filterChips`). */
  get chips(): readonly FilterChip[] {
    return this.listing ? filterChips(this.listing) : [];
  }

  /** How many filters the shopper applied beyond the page's own (core's `appliedFilterCount`). */
  get appliedFilterCount(): number {
    return this.selection ? appliedFilterCount(this.selection) : 0;
  }

  /**
   * The filters of the left column and the sheet in the listing's `view.left` order, then any others;
   * sorting has its own menu and filters without values to list are left out (the price has inputs).
   */
  get columnFilters(): readonly Filter[] {
    if (!this.listing) return [];
    const { filters, view } = this.listing;
    const order = (filter: Filter): number => {
      const at = view.left.indexOf(filterNameOf(filter));
      return at < 0 ? view.left.length : at;
    };
    return filters
      .filter((filter) => {
        const name = filterNameOf(filter);
        return name !== SORTING_GROUP && (name === PRICE_GROUP || visibleValues(filter).length > 0);
      })
      .map((filter, index) => ({ filter, index }))
      .sort((a, b) => order(a.filter) - order(b.filter) || a.index - b.index)
      .map(({ filter }) => filter);
  }

  /** The URL of another page of this listing, with its filters, for real links that bots follow. */
  pageUrl(page: number): string {
    if (!this.location) return '/';
    const { path, query, priceRange } = this.location;
    return filterUrl(path, { ...query, page }, priceRange);
  }

  /** Ticks or unticks a value of a filter group. */
  toggleValue(group: string, valueId: number, mode: FilterMode = 'apply'): void {
    this.update(mode, (state, save) => toggleFilterValue(state, group, valueId, { save }));
  }

  /** Removes a chip: unticks its value (leaving the page for a page-level one) or clears the price. */
  removeChip(chip: FilterChip): void {
    if (chip.kind === 'price') this.clearPrice();
    else this.toggleValue(chip.group, chip.valueId);
  }

  /** Removes every filter the shopper chose (the page's own stay) and loads the listing. */
  clearAll(): void {
    this.update('apply', (state, save) => clearShopperFilters(state, { save }));
  }

  /** Sets the price bounds in euros; non-numbers are ignored and logged (spec section 5). */
  setPrice(min: unknown, max: unknown, mode: FilterMode = 'apply'): void {
    this.update(mode, (state, save) => setPriceRange(state, { min, max }, this.logger, { save }));
  }

  /** Removes the price bounds. */
  clearPrice(mode: FilterMode = 'apply'): void {
    this.update(mode, (state, save) => clearPriceRange(state, { save }));
  }

  /**
   * Chooses a sort option from the menu. The menu's default (favourites) clears the chosen sorting
   * through the toggle, so that the default never ends up in the URL by itself.
   */
  sortBy(option: SortOption): void {
    this.update('apply', (state, save) => {
      const chosen = state.current.sorting;
      if (option.id === DEFAULT_SORT_OPTION.id) {
        return chosen === null ? state : toggleSorting(state, chosen, { save });
      }
      return toggleSorting(state, option, { save });
    });
  }

  /** Opens the mobile sheet on a copy of the selection. */
  openSheet(): void {
    this.draft = this.selection;
    this.countDraft();
  }

  /** Closes the mobile sheet; its unapplied changes are dropped. */
  closeSheet(): void {
    this.draft = null;
    this.draftCounter.stop();
  }

  /** Unticks everything the shopper chose in the sheet (applied with the sheet's Apply). */
  resetSheet(): void {
    if (this.draft) this.draft = clearShopperFilters(this.draft);
    this.countDraft();
  }

  /** Applies every change of the sheet together and closes it. */
  applySheet(): void {
    if (!this.draft) return;
    const draft = saveGroups(this.draft);
    this.draft = null;
    this.draftCounter.stop();
    this.selection = draft;
    this.apply();
  }

  dehydrate(): PackedListingState | null {
    if (!this.listing || !this.location || !this.request) return null;
    return {
      listing: packListing(this.listing),
      location: this.location,
      request: this.request,
      ...(this.bestsellers.length > 0 ? { bestsellers: this.bestsellers } : {}),
    };
  }

  hydrate(state: unknown): void {
    const s = state as Partial<PackedListingState> | null | undefined;
    if (!s || !s.listing || !s.location || !s.request) return;
    let listing: Listing;
    try {
      listing = unpackListing(s.listing);
    } catch {
      return; // Not a listing this build packed: kept out, as if the page had brought none.
    }
    const bestsellers = Array.isArray(s.bestsellers) ? s.bestsellers : [];
    this.show(
      { listing, location: s.location, request: s.request },
      selectionFromListing(listing),
      bestsellers,
    );
  }

  /**
   * The favourites of the whole catalogue (the search page without a query, in its default order),
   * for the shopper's price type and language. A failure only leaves them out: the page still says
   * that nothing was found and offers its other ways on.
   */
  private async loadBestsellers(request: ListingPageRequest): Promise<readonly ProductTile[]> {
    try {
      const loaded = await this.loadListing.execute({
        path: SEARCH_PATH,
        query: '',
        priceType: this.session.priceType,
        language: request.language,
      });
      return loaded.listing.products.slice(0, NO_RESULTS_BESTSELLERS);
    } catch (error) {
      this.logger.error('bestsellers failed to load', { error: String(error) });
      return [];
    }
  }

  /** Shows a listing with its selection: the one it was loaded with, or, when hydrating, read from it. */
  private show(
    state: ListingState,
    selection = selectionFromListing(state.listing),
    bestsellers: readonly ProductTile[] = [],
  ): void {
    this.listing = state.listing;
    this.bestsellers = bestsellers;
    this.location = state.location;
    this.request = state.request;
    this.selection = selection;
    this.draft = null;
    this.draftCounter.stop();
    this.status = 'idle';
  }

  /** Counts what the sheet's draft would show, against the listing on screen. */
  private countDraft(): void {
    if (!this.draft || !this.listing || !this.location || !this.request) return;
    this.draftCounter.count(this.draft, {
      location: this.location,
      language: this.request.language,
      shownTotal: this.listing.pagination.total,
    });
  }

  /** Changes the sheet's copy, or the selection and then applies it. */
  private update(
    mode: FilterMode,
    change: (state: FilterSelectionState, save: boolean) => FilterSelectionState,
  ): void {
    if (mode === 'draft') {
      if (this.draft) this.draft = change(this.draft, false);
      this.countDraft();
      return;
    }
    if (!this.selection) return;
    this.selection = change(this.selection, true);
    this.apply();
  }

  /** Navigates to the URL of the saved selection; the router then loads it. */
  private apply(): void {
    if (!this.selection || !this.location) return;
    const applied = this.applyFilters.execute(this.selection, this.location);
    if (applied) this.selection = applied.state;
  }
}
