import type { Cents } from '../pricing/money.js';
import { type LinePrint, printKey } from '../personalisation/personalisation.js';
import type { ProductPrices } from '../pricing/product-price.js';

/** The line statuses the API sends (spec section 3): 1 unavailable, 2 available. */
export const CartLineStatus = {
  unavailable: 1,
  available: 2,
} as const;

/** A line status value: `1` or `2`. */
export type CartLineStatus = (typeof CartLineStatus)[keyof typeof CartLineStatus];

/** The size option a cart line holds, with how many the shopper wants and how many are left. */
export interface CartProductOption {
  readonly id: number;
  /** How many of this option are in the cart. */
  readonly quantity: number;
  /** How many are left in stock. */
  readonly stock: number;
  /** Size label, e.g. "M" or "42". */
  readonly title: string;
}

/**
 * A cart line's prices: the per-piece prices by price type (`vk`, role prices, `rrp`; show them with
 * `displayPrice`), plus `vkFull` and `rrpFull`, the line totals (per-piece price times the quantity).
 */
export interface CartLinePrices extends ProductPrices {
  readonly vkFull: Cents;
  readonly rrpFull?: Cents | null;
}

/** One line of the cart (spec section 3, "Cart product"). */
export interface CartProduct {
  readonly option: CartProductOption;
  /** Product ids sent along with this line when it was added (e.g. accessories of a bike). */
  readonly relatedProducts: readonly number[];
  /** Identifies the line; removal is by hash. */
  readonly hash: string;
  readonly isHeavy: boolean;
  readonly isBike: boolean;
  readonly isSki: boolean;
  /** `female`, `male`, `kids` or `unisex`. */
  readonly genderSysname: string;
  readonly status: CartLineStatus;
  readonly name: string;
  readonly brand: string;
  readonly categories: readonly string[];
  readonly sports: readonly string[];
  readonly prices: CartLinePrices;
  /** The product's detail page path, when the API sends it. */
  readonly url?: string;
  /** Absolute URL of the product's main image, when the API sends it. */
  readonly image?: string;
  /** What is printed on each piece, when the line has a print (issue 36); `prices` include it. */
  readonly personalisation?: LinePrint;
}

/** The cart's totals, already formatted by the API in the shopper's language. */
export interface CartTotal {
  readonly totalCartPriceFormatted: string;
  readonly deliveryPriceFormatted: string;
  /** The delivery in cents, when the API sends it (beyond the spec); 0 is a free delivery. */
  readonly deliveryPrice?: Cents;
}

/** True when the API says the delivery costs nothing; unknown (no amount sent) is not free. */
export function isDeliveryFree(total: CartTotal): boolean {
  return total.deliveryPrice === 0;
}

/**
 * The cart (spec section 3, "Cart response"). Its `uuid` identifies the cart on the server; a guest's
 * cart uuid is the merge id kept until login.
 */
export interface Cart {
  readonly uuid: string;
  readonly products: readonly CartProduct[];
  readonly total: CartTotal;
}

/** A line is available only if its option has stock and a quantity (spec section 4). */
export function isOptionAvailable(option: CartProductOption): boolean {
  return option.stock > 0 && option.quantity > 0;
}

/** The status a line must have, derived from its option rather than trusted from the server. */
export function lineStatusOf(line: Pick<CartProduct, 'option'>): CartLineStatus {
  return isOptionAvailable(line.option) ? CartLineStatus.available : CartLineStatus.unavailable;
}

/**
 * The cart with every line's status derived from its option, so that the UI never shows a line as
 * orderable that the rule says is not. Lines already right are kept as they are.
 */
export function withLineStatuses(cart: Cart): Cart {
  let changed = false;
  const products = cart.products.map((line) => {
    const status = lineStatusOf(line);
    if (status === line.status) return line;
    changed = true;
    return { ...line, status };
  });
  return changed ? { ...cart, products } : cart;
}

/** True when the line can be ordered. */
export function isLineAvailable(line: CartProduct): boolean {
  return lineStatusOf(line) === CartLineStatus.available;
}

/** The lines that cannot be ordered as they are. */
export function unavailableLines(cart: Cart): readonly CartProduct[] {
  return cart.products.filter((line) => !isLineAvailable(line));
}

/** True when the cart holds no lines. */
export function isCartEmpty(cart: Cart): boolean {
  return cart.products.length === 0;
}

/** Number of pieces in the cart (sum of the line quantities), e.g. for the header badge. */
export function cartItemCount(cart: Cart): number {
  return cart.products.reduce((sum, line) => sum + line.option.quantity, 0);
}

/** What makes a line the line it is, whatever its hash: its size option and what is printed. */
function lineKey(line: CartProduct): string {
  return `${line.option.id}|${printKey(line.personalisation)}`;
}

/**
 * The lines of `next` in the order the shopper saw them in `previous`: a line changed by removing and
 * adding it again (a lower quantity, `ChangeLineQuantity`) comes back with a new hash at the end of the
 * API's list, and would jump under the shopper's finger. Lines `previous` did not have follow in the
 * API's order.
 */
export function keepLineOrder(previous: Cart | null, next: Cart): Cart {
  if (!previous) return next;
  const position = new Map(previous.products.map((line, index) => [lineKey(line), index]));
  const ranked = next.products.map((line, index) => ({
    line,
    rank: position.get(lineKey(line)) ?? previous.products.length + index,
  }));
  ranked.sort((a, b) => a.rank - b.rank);
  return { ...next, products: ranked.map((entry) => entry.line) };
}
