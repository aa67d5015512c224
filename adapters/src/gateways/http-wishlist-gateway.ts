import type { Scheduler } from '@fanshop/core/shared';
import type { WishlistGateway, WishlistProduct, WishlistResponse } from '@fanshop/core/wishlist';
import { toProductTile } from './product-tile.js';
import { debounceCall } from '../http/call-sharing.js';
import type { HttpClient } from '../http/http-client.js';
import { parse } from './parse.js';
import { wishlistAnswer, type RawWishlistProduct } from './schemas/wishlist.js';

/**
 * The window in which wishlist reads are collapsed into one request. On start-up the list is asked
 * for from several places within a few milliseconds (the wishlist start, the header icon, the
 * wishlist page), and again right after a login dropped the shared reads; 100 ms joins such a burst
 * without the shopper noticing the wait.
 */
export const WISHLIST_GET_DEBOUNCE_MS = 100;

/**
 * The shop API's wishlist (spec section 7). Every call carries the `uuid` header (`ensureRequestId`
 * creates a guest id on first need). Answers are read into the core's wishlist products; products
 * lacking an id are handed over apart (`skipped`), and the wishlist use cases log them.
 */
export class HttpWishlistGateway implements WishlistGateway {
  private readonly debouncedGet: () => Promise<WishlistResponse>;

  constructor(
    private readonly http: HttpClient,
    private readonly ensureRequestId: () => unknown,
    scheduler: Scheduler,
  ) {
    this.debouncedGet = debounceCall(scheduler, WISHLIST_GET_DEBOUNCE_MS, () =>
      this.send(() => this.http.get('/api/v1/wishlist/')),
    );
  }

  get(): Promise<WishlistResponse> {
    return this.debouncedGet();
  }

  add(productId: number): Promise<WishlistResponse> {
    return this.send(() => this.http.post('/api/v1/wishlist/', { productId }));
  }

  remove(productId: number): Promise<WishlistResponse> {
    // The spec writes this path without a trailing slash.
    return this.send(() => this.http.delete(`/api/v1/wishlist/${encodeURIComponent(String(productId))}`));
  }

  merge(mergeUuid: string): Promise<WishlistResponse> {
    return this.send(() => this.http.post('/api/v1/wishlist/merge/', { mergeUuid }, { auth: 'required' }));
  }

  private async send(call: () => Promise<unknown>): Promise<WishlistResponse> {
    this.ensureRequestId();
    const { data } = parse(wishlistAnswer, await call(), 'data');
    const { products, skipped } = data.products;
    return {
      products: products.map((product) => this.withTile(product)),
      uuid: data.uuid ?? null,
      ...(skipped.length > 0 ? { skipped } : {}),
    };
  }

  /** A product's tile as every other tile of the catalogue: its picture a URL on the API host. */
  private withTile({ id, tile }: RawWishlistProduct): WishlistProduct {
    return { id, tile: tile ? toProductTile(tile, this.http.baseUrl) : null };
  }
}
