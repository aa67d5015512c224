import type { ProductTile } from '@fanshop/core/catalog';
import type { HeaderData, HeaderGateway, PreviewRequest, Suggestion } from '@fanshop/core/header';
import type { MenuItem, MenuSets } from '@fanshop/core/menu';
import { searchQueryParam } from '@fanshop/core/search';
import { type Scheduler, HEADER_DATA_TIMEOUT_MS } from '@fanshop/core/shared';
import { debounceCall } from '../http/call-sharing.js';
import type { HttpClient } from '../http/http-client.js';
import { assetUrl } from './asset-url.js';
import { parse } from './parse.js';
import { toProductTile } from './product-tile.js';
import { headerDataAnswer, menuAnswer, previewsAnswer, suggestionsAnswer } from './schemas/header.js';

/**
 * The window in which header-data requests are collapsed into one. The header asks for it when the
 * page starts and again when the search panel opens, often within a few milliseconds; 100 ms joins
 * such a burst. The 500 ms timeout starts when the request is sent, after this window, so the window
 * never eats into it; with the one retry after a timeout the worst case is 100 + 500 + 250 + 500 ms.
 */
export const HEADER_DATA_DEBOUNCE_MS = 100;

/** The header's calls (spec section 7): autosuggest, previews, header data and the menus. */
export class HttpHeaderGateway implements HeaderGateway {
  private readonly debouncedHeaderData: () => Promise<HeaderData>;

  constructor(
    private readonly http: HttpClient,
    scheduler: Scheduler,
  ) {
    this.debouncedHeaderData = debounceCall(scheduler, HEADER_DATA_DEBOUNCE_MS, () => this.fetchHeaderData());
  }

  async autosuggest(q: string): Promise<readonly Suggestion[]> {
    // `q` is written by core's rule: spaces as `+`, a typed `+` as `%2B`.
    const url = q === '' ? '/autosuggest/list/' : `/autosuggest/list/?q=${searchQueryParam(q)}`;
    const body = await this.http.get<unknown>(url);
    return parse(suggestionsAnswer, body, 'data');
  }

  async searchPreviews(request: PreviewRequest): Promise<readonly ProductTile[]> {
    let url: string;
    if ('q' in request) {
      url = `/search-limited/?q=${searchQueryParam(request.q)}`;
    } else {
      // No products asked for: nothing to show, and no call (the API would answer its top sellers).
      if (request.productIds.length === 0) return [];
      url = `/search-limited/?productIds=${request.productIds.join(',')}`;
    }
    const body = await this.http.get<unknown>(url);
    return parse(previewsAnswer, body, 'data').search.map((tile) => toProductTile(tile, this.http.baseUrl));
  }

  headerData(): Promise<HeaderData> {
    return this.debouncedHeaderData();
  }

  async menu(): Promise<MenuSets> {
    const body = await this.http.get<unknown>('/api/v1/menu/');
    const menus = parse(menuAnswer, body, 'data');
    const resolve = (items: readonly MenuItem[]): MenuItem[] =>
      items.map((item) => this.withAssetUrls(item, resolve));
    return { desktop: resolve(menus.desktop), mobile: resolve(menus.mobile) };
  }

  private async fetchHeaderData(): Promise<HeaderData> {
    const body = await this.http.get<unknown>('/header-data/', { timeoutMs: HEADER_DATA_TIMEOUT_MS });
    const answer = parse(headerDataAnswer, body, 'data');
    const base = this.http.baseUrl;
    return {
      blogPosts: answer.blogPosts.map((post) => ({
        id: post.id,
        title: post.title,
        url: post.url,
        ...(post.image ? { image: assetUrl(base, post.image) } : {}),
      })),
      previews: answer['search-limited'].map((tile) => toProductTile(tile, base)),
    };
  }

  /** Brand logos and banner images are paths on the API host. */
  private withAssetUrls(item: MenuItem, resolve: (items: readonly MenuItem[]) => MenuItem[]): MenuItem {
    const base = this.http.baseUrl;
    const { logo, imageData } = item.data;
    return {
      ...item,
      data: {
        ...item.data,
        ...(logo === undefined ? {} : { logo: assetUrl(base, logo) }),
        ...(imageData === undefined ? {} : { imageData: assetUrl(base, imageData) }),
      },
      options: resolve(item.options),
    };
  }
}
