import type { WishlistProduct } from './wishlist.js';

/**
 * A wishlist answer of the API, read by the adapter: the products with a usable id, the list's uuid
 * when the answer carries one, and the products that had to be skipped because they lack an id
 * (spec section 5), as they came, for the core to log.
 */
export interface WishlistResponse {
  readonly products: readonly WishlistProduct[];
  readonly uuid?: string | null;
  readonly skipped?: readonly unknown[];
}

/**
 * The shop API's wishlist for the current shopper (a guest through the request id, or a customer).
 * Every call answers the list as it is afterwards.
 */
export interface WishlistGateway {
  get(): Promise<WishlistResponse>;
  add(productId: number): Promise<WishlistResponse>;
  remove(productId: number): Promise<WishlistResponse>;
  /**
   * Merges the guest wishlist with this uuid into the customer's list and answers the merged list. The
   * server consumes the guest list, so a second merge with the same id changes nothing.
   */
  merge(mergeUuid: string): Promise<WishlistResponse>;
}
