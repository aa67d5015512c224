import { ShopError } from '../shared/errors.js';
import { withLineStatuses, type Cart, type CartProduct } from './cart.js';
import type { AddToCartRequest, CartGateway } from './cart-gateway.js';

/** The most pieces of one line (spec section 7: an add takes 1–99). */
export const LINE_QUANTITY_MAX = 99;

/** The quantities a line can be set to: 1 up to its stock, at most 99; none when nothing is left. */
export function lineQuantityRange(line: Pick<CartProduct, 'option'>): {
  readonly min: 1;
  readonly max: number;
} {
  return { min: 1, max: Math.max(0, Math.min(LINE_QUANTITY_MAX, line.option.stock)) };
}

/** What a quantity change reads of a line: its option, hash, related products and print. */
export type QuantityChangeLine = Pick<CartProduct, 'option' | 'hash' | 'relatedProducts' | 'personalisation'>;

/** One call of a quantity change: pieces added to the line's option and print, or the line removed. */
export type QuantityStep =
  | { readonly kind: 'add'; readonly request: AddToCartRequest }
  | { readonly kind: 'remove'; readonly hash: string };

/**
 * The calls that set a line to `quantity`, from the two the spec's API has: more pieces are added to
 * the line (the same option and print are the same line); fewer remove the line and add it again with
 * the new quantity (the API has no call that lowers a quantity). An unchanged quantity needs none.
 * Rejects with `cart-invalid-amount` a quantity that is not whole, below 1 or above the line's range:
 * removing a line is a removal, with its undo, not a quantity of 0.
 */
export function quantityChangeSteps(line: QuantityChangeLine, quantity: number): readonly QuantityStep[] {
  const { max } = lineQuantityRange(line);
  if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > Math.max(max, line.option.quantity)) {
    throw new ShopError('cart-invalid-amount', `not a quantity for this line: ${quantity}`);
  }
  if (quantity > max) {
    throw new ShopError('cart-invalid-amount', `only ${max} in stock: ${quantity}`);
  }
  const current = line.option.quantity;
  if (quantity === current) return [];
  if (quantity > current) return [{ kind: 'add', request: addRequest(line, quantity - current) }];
  return [
    { kind: 'remove', hash: line.hash },
    { kind: 'add', request: addRequest(line, quantity) },
  ];
}

function addRequest(line: QuantityChangeLine, amount: number): AddToCartRequest {
  const print = line.personalisation;
  return {
    productOption: line.option.id,
    amount,
    ...(line.relatedProducts.length > 0 ? { relatedProducts: line.relatedProducts } : {}),
    ...(print && (print.name !== undefined || print.number !== undefined)
      ? {
          personalisation: {
            ...(print.name === undefined ? {} : { name: print.name }),
            ...(print.number === undefined ? {} : { number: print.number }),
          },
        }
      : {}),
  };
}

/**
 * Sets a cart line to a quantity through the API's add and remove (`quantityChangeSteps`), and answers
 * the new cart. The cart is never left half-changed: when adding the line again after its removal
 * fails, the line is put back as it was, and the add's failure is what the caller sees. Only when that
 * too fails is the line gone; the error then is `cart-line-lost`, so the shopper is told plainly.
 */
export class ChangeLineQuantity {
  constructor(private readonly gateway: CartGateway) {}

  async execute(line: CartProduct, quantity: number): Promise<Cart> {
    const steps = quantityChangeSteps(line, quantity);
    if (steps.length === 0) return withLineStatuses(await this.gateway.get());
    let cart: Cart | null = null;
    let removed = false;
    for (const step of steps) {
      if (step.kind === 'remove') {
        cart = await this.gateway.remove(step.hash);
        removed = true;
        continue;
      }
      try {
        cart = await this.gateway.add(step.request);
      } catch (error) {
        if (!removed) throw error;
        await this.putBack(line, error);
        throw error;
      }
    }
    return withLineStatuses(cart ?? (await this.gateway.get()));
  }

  private async putBack(line: CartProduct, cause: unknown): Promise<void> {
    try {
      await this.gateway.add(addRequest(line, line.option.quantity));
    } catch {
      throw new ShopError('cart-line-lost', `the line could not be put back: ${String(cause)}`);
    }
  }
}
