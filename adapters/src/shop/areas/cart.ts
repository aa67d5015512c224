import { AddToCart, ChangeLineQuantity, LoadCart, RemoveCartLine } from '@fanshop/core/cart';
import type { AreaWiring } from '../shop-area.js';

export interface CartUseCases {
  readonly load: LoadCart;
  readonly add: AddToCart;
  /** One per shopper: it holds the pending removal's lock. */
  readonly removeLine: RemoveCartLine;
  /** A line's quantity, through the API's add and remove. */
  readonly changeQuantity: ChangeLineQuantity;
}

/** The cart. */
export const wireCart: AreaWiring<'cart', CartUseCases>['wire'] = (
  { cart },
  { identity, scheduler, navigator, logger },
) => ({
  load: new LoadCart(cart, identity.status, identity.cartMergeIds, logger),
  add: new AddToCart(cart, identity.status, identity.cartMergeIds),
  removeLine: new RemoveCartLine(cart, identity.status, identity.cartMergeIds, scheduler, navigator),
  changeQuantity: new ChangeLineQuantity(cart),
});
