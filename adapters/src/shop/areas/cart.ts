import { AddToCart, LoadCart, RemoveCartLine } from '@fanshop/core/cart';
import { HttpCartGateway } from '../../gateways/http-cart-gateway.js';
import type { HttpPorts, ShopArea } from '../shop-area.js';

export interface CartUseCases {
  readonly load: LoadCart;
  readonly add: AddToCart;
  /** One per shopper: it holds the pending removal's lock. */
  readonly removeLine: RemoveCartLine;
}

/** The cart's port over HTTP: a guest gets a request id on its first call. */
export const httpCartGateway = ({ client, ensureRequestId }: HttpPorts) =>
  new HttpCartGateway(client, ensureRequestId);

/** The cart. */
export const cartArea: ShopArea<'cart', CartUseCases> = {
  overHttp: { cart: httpCartGateway },
  wire: ({ cart }, { identity, scheduler, navigator, logger }) => ({
    load: new LoadCart(cart, identity.status, identity.cartMergeIds, logger),
    add: new AddToCart(cart, identity.status, identity.cartMergeIds),
    removeLine: new RemoveCartLine(cart, identity.status, identity.cartMergeIds, scheduler, navigator),
  }),
};
