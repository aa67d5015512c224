/**
 * The cart: lines and their availability, adding, the undoable two-second removal and the merge of a guest cart after login (spec section 4).
 *
 * @module
 */
export { cartAddErrorOf, type CartAddError } from './add-error.js';
export { DEFAULT_ADD_AMOUNT, AddToCart } from './add-to-cart.js';
export { type AddToCartRequest, type CartGateway, type CartRemovalOptions } from './cart-gateway.js';
export { rememberGuestCart, type CartMergeIdStore } from './cart-merge-id-store.js';
export {
  CartLineStatus,
  isOptionAvailable,
  lineStatusOf,
  withLineStatuses,
  isLineAvailable,
  unavailableLines,
  isCartEmpty,
  isDeliveryFree,
  keepLineOrder,
  cartItemCount,
  type CartProductOption,
  type CartLinePrices,
  type CartProduct,
  type CartTotal,
  type Cart,
} from './cart.js';
export { type GuestStatus } from './guest-status.js';
export { LoadCart } from './load-cart.js';
export { mergeStoredGuestCart, mergeGuestCart } from './merge-guest-cart.js';
export { RemoveCartLine, type CartRemovalOutcome, type PendingCartRemoval } from './remove-cart-line.js';
export { UndoableRemovals, type PendingRemoval } from './undoable-removal.js';
export {
  ChangeLineQuantity,
  LINE_QUANTITY_MAX,
  lineQuantityRange,
  quantityChangeSteps,
  type QuantityChangeLine,
  type QuantityStep,
} from './change-line-quantity.js';
