/**
 * A wishlist answer of the API: its products as sent (some may lack an id; the core skips those) and
 * the list's uuid when the answer carries one.
 */
export interface WishlistResponse {
  readonly products: readonly unknown[];
  readonly uuid?: string | null;
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
