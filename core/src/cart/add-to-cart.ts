import { ShopError } from '../shared/errors.js';
import { withLineStatuses, type Cart } from './cart.js';
import type { AddToCartRequest, CartGateway } from './cart-gateway.js';
import { rememberGuestCart, type CartMergeIdStore } from './cart-merge-id-store.js';
import type { GuestStatus } from './guest-status.js';

/** Pieces added when the caller names no amount (spec section 7). */
export const DEFAULT_ADD_AMOUNT = 1;

/**
 * Puts pieces of a size option into the cart and answers the new cart. While the shopper is a guest,
 * the cart's uuid is kept as the merge id so that login can merge it into the account.
 */
export class AddToCart {
  constructor(
    private readonly gateway: CartGateway,
    private readonly guest: GuestStatus,
    private readonly mergeIds: CartMergeIdStore,
  ) {}

  /** Rejects with `ShopError` `cart-invalid-option` / `cart-invalid-amount` before calling the API. */
  async execute(request: AddToCartRequest): Promise<Cart> {
    const amount = request.amount ?? DEFAULT_ADD_AMOUNT;
    if (!Number.isSafeInteger(request.productOption) || request.productOption <= 0) {
      throw new ShopError('cart-invalid-option', `not a product option: ${request.productOption}`);
    }
    if (!Number.isSafeInteger(amount) || amount < 1) {
      throw new ShopError('cart-invalid-amount', `not an amount to add: ${amount}`);
    }
    const sent: AddToCartRequest = {
      productOption: request.productOption,
      amount,
      ...(request.relatedProducts === undefined ? {} : { relatedProducts: request.relatedProducts }),
      ...(request.personalisation === undefined ? {} : { personalisation: request.personalisation }),
    };
    const cart = withLineStatuses(await this.gateway.add(sent));
    rememberGuestCart(cart, this.guest, this.mergeIds);
    return cart;
  }
}
