import type { LinePrint } from '../personalisation/personalisation.js';
import type { Cents } from '../pricing/money.js';
import type { PostalAddress } from './shipping-address.js';

/** One line of a placed order (decisions.md, orders). */
export interface OrderLine {
  readonly name: string;
  readonly brand: string;
  readonly size: string;
  readonly quantity: number;
  readonly unitPrice: Cents;
  readonly linePrice: Cents;
  /** An image URL, or `''`. */
  readonly image: string;
  /** What was printed on each piece (issue 36), when something was; the prices include it. */
  readonly personalisation?: LinePrint;
}

/** The money of a placed order. */
export interface OrderTotals {
  readonly subtotal: Cents;
  readonly delivery: Cents;
  readonly total: Cents;
}

/** The address an order was sent to, as it was when ordered (it has no uuid of its own). */
export interface OrderAddress extends PostalAddress {
  /** A phone number for the carrier (home delivery), when the shopper gave one (core's `phoneProblem`). */
  readonly phone?: string;
}

/** A placed order (spec section 3: uuid; the rest per decisions.md). */
export interface Order {
  readonly uuid: string;
  /** The order number shown to the customer. */
  readonly number: string;
  /** ISO 8601 timestamp as the API sends it. */
  readonly createdAt: string;
  readonly status: string;
  readonly lines: readonly OrderLine[];
  readonly totals: OrderTotals;
  readonly shippingAddress: OrderAddress | null;
  readonly paymentMethod: string;
  /** Where the order's invoice can be printed, when the API offers it (issue 37: an optional capability). */
  readonly invoiceUrl?: string;
}

/** How many pieces an order holds: the quantities of its lines added up. */
export function orderPieceCount(order: Pick<Order, 'lines'>): number {
  return order.lines.reduce((sum, line) => sum + line.quantity, 0);
}
