/**
 * What the session needs from the cart and the wishlist, as small interfaces of its own so that the
 * session does not import those areas. `MergeGuestList` (`mergeGuestCart`, `mergeGuestWishlist`), `CartMergeIdStore`,
 * `WishlistMergeIdStore` and the cart and wishlist view stores satisfy them structurally; the
 * composition root wires them.
 */

/** Merges what the visitor collected as a guest into the account just logged in to. */
export interface GuestMerge {
  /** Whether something collected as a guest waits to be merged (its merge id is stored). */
  waiting(): boolean;
  execute(): Promise<void>;
}

/** The stored merge id of a guest cart or wishlist (`Cart.mergeUuid`, the wishlist's merge id). */
export interface MergeIdStore {
  clear(): void;
}

/** Local cart or wishlist state held by a UI store, emptied when the session ends. */
export interface SessionResettable {
  reset(): void;
}

/** Ends the session; `Logout` is the one the shop uses. */
export interface SessionEnder {
  execute(options?: EndSessionOptions): Promise<void>;
}

/** How a session ends. */
export interface EndSessionOptions {
  /**
   * The server already ended it (the account was deleted): there is no token left to revoke, so the
   * logout call is not sent, and only the local clean-up runs.
   */
  readonly serverEnded?: boolean;
}
