import type { SessionLocalState } from '@fanshop/adapters/shop';

interface Resettable {
  reset(): void;
}

/**
 * What the page shows of the cart and the wishlist, cleared at every end of a session (spec section 4):
 * each store joins when it is made, so a store the page never made has nothing to clear.
 */
export class ShownSessionState implements SessionLocalState {
  private readonly carts: Resettable[] = [];
  private readonly wishlists: Resettable[] = [];

  showsCart(store: Resettable): void {
    this.carts.push(store);
  }

  showsWishlist(store: Resettable): void {
    this.wishlists.push(store);
  }

  resetCart(): void {
    for (const store of this.carts) store.reset();
  }

  resetWishlist(): void {
    for (const store of this.wishlists) store.reset();
  }
}
