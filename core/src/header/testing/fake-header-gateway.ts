import { EMPTY_MENU_SETS, type MenuSets } from '../../menu/menu-item.js';
import type { ProductTile } from '../../catalog/product.js';
import type { HeaderData } from '../header-data.js';
import type { HeaderGateway, PreviewRequest } from '../header-gateway.js';
import type { Suggestion } from '../suggestion.js';

/** A query call the test answers by hand, to control ordering. */
export interface HeldCall {
  readonly method: 'autosuggest' | 'searchPreviews';
  /** The normalised query (or the comma list of product ids). */
  readonly arg: string;
  /** Answers the call; the value must fit the method (suggestions or previews). */
  resolve(value: readonly Suggestion[] | readonly ProductTile[]): void;
  reject(error: unknown): void;
}

/**
 * An in-memory header API. By default it answers at once from its tables; with `hold = true`
 * the query calls wait until the test resolves them, so out-of-order answers can be staged.
 */
export class FakeHeaderGateway implements HeaderGateway {
  /** Suggestions by normalised query (`''` is the default list). */
  suggestions = new Map<string, readonly Suggestion[]>();
  /** Previews by normalised query. */
  previews = new Map<string, readonly ProductTile[]>();
  data: HeaderData = { blogPosts: [], previews: [] };
  menus: MenuSets = EMPTY_MENU_SETS;
  /** Errors to raise, by method. */
  failing = new Set<'autosuggest' | 'searchPreviews' | 'headerData' | 'menu'>();
  /** Hold query calls (autosuggest with a query, searchPreviews) for the test to answer. */
  hold = false;
  /** Keep header data calls waiting until `releaseHeaderData` (a slow request). */
  holdHeaderData = false;
  private readonly heldHeaderData: (() => void)[] = [];

  readonly calls: string[] = [];
  /** Calls waiting for the test, in the order they were made. */
  readonly held: HeldCall[] = [];

  /** Removes and returns the waiting call at `index`. */
  take(index: number): HeldCall | undefined {
    return this.held.splice(index, 1)[0];
  }

  autosuggest(q: string): Promise<readonly Suggestion[]> {
    this.calls.push(`autosuggest:${q}`);
    if (this.failing.has('autosuggest')) return Promise.reject(new Error('autosuggest down'));
    if (this.hold && q !== '') return this.holdCall<readonly Suggestion[]>('autosuggest', q);
    return Promise.resolve(this.suggestions.get(q) ?? []);
  }

  searchPreviews(request: PreviewRequest): Promise<readonly ProductTile[]> {
    const key = 'q' in request ? request.q : request.productIds.join(',');
    this.calls.push(`searchPreviews:${key}`);
    if (this.failing.has('searchPreviews')) return Promise.reject(new Error('search-limited down'));
    if (this.hold) return this.holdCall<readonly ProductTile[]>('searchPreviews', key);
    return Promise.resolve(this.previews.get(key) ?? []);
  }

  headerData(): Promise<HeaderData> {
    this.calls.push('headerData');
    if (this.failing.has('headerData')) return Promise.reject(new Error('header-data down'));
    if (this.holdHeaderData)
      return new Promise((resolve) => this.heldHeaderData.push(() => resolve(this.data)));
    return Promise.resolve(this.data);
  }

  /** Answers the header data calls held so far. */
  releaseHeaderData(): void {
    this.heldHeaderData.splice(0).forEach((answer) => answer());
  }

  menu(): Promise<MenuSets> {
    this.calls.push('menu');
    if (this.failing.has('menu')) return Promise.reject(new Error('menu down'));
    return Promise.resolve(this.menus);
  }

  private holdCall<T>(method: HeldCall['method'], arg: string): Promise<T> {
    return new Promise<T>((resolve, reject) =>
      this.held.push({ method, arg, resolve: (value) => resolve(value as T), reject }),
    );
  }
}
