import type { Print } from '../personalisation/personalisation.js';
import type { Cart } from './cart.js';

/** What to put into the cart (spec section 7, `POST /api/v1/cart/`). */
export interface AddToCartRequest {
  /** The size option's id. */
  readonly productOption: number;
  /** How many pieces; 1 when not given. */
  readonly amount?: number;
  /** Product ids added together with this one. */
  readonly relatedProducts?: readonly number[];
  /**
   * What to print on each piece (issue 36: an optional capability of the API), as core's `readPrint`
   * read it; absent for nothing. The same size with another print is another line.
   */
  readonly personalisation?: Print;
}

/** The shop API's cart, for the current shopper (guest or customer, told apart by the request headers). */
export interface CartGateway {
  /** The current cart. */
  get(): Promise<Cart>;
  /** Adds pieces of an option and answers the new cart. */
  add(request: AddToCartRequest): Promise<Cart>;
  /** Removes the line with this hash; `null` when the API answers without a cart. */
  remove(hash: string, options?: CartRemovalOptions): Promise<Cart | null>;
  /**
   * Merges the guest cart with this uuid into the customer's cart. The server consumes the guest cart,
   * so a second merge with the same id changes nothing.
   */
  merge(mergeUuid: string): Promise<void>;
}

/** How a removal is sent. */
export interface CartRemovalOptions {
  /**
   * The shopper is leaving the page (to the checkout, or away): the call must outlive the page, as a
   * browser's keepalive request does.
   */
  readonly keepalive?: boolean;
}
