import type { Cents } from '../pricing/money.js';
import { ResponseParseError } from '../shared/errors.js';
import { integerOf, isRecord, textOf } from './response-reading.js';
import { readShippingAddressDraft, type DeliveryType } from './shipping-address.js';

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
}

/** The money of a placed order. */
export interface OrderTotals {
  readonly subtotal: Cents;
  readonly delivery: Cents;
  readonly total: Cents;
}

/** The address an order was sent to, as it was when ordered (it has no uuid of its own). */
export interface OrderAddress {
  readonly firstname: string;
  readonly lastname: string;
  readonly city: string;
  readonly countryId: number;
  readonly postal: string;
  readonly street: string;
  readonly streetNo: string;
  readonly deliveryType: DeliveryType;
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
}

/** How many pieces an order holds: the quantities of its lines added up. */
export function orderPieceCount(order: Pick<Order, 'lines'>): number {
  return order.lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Reads one order from an answer. The uuid is required (it is the order's route); amounts must be
 * integer cents, because a decimal amount would mean the API sent euros and every price would be off
 * by a factor of 100. Anything else missing reads as empty. Failures raise `ResponseParseError`
 * naming the field.
 */
export function readOrder(data: unknown, field = 'data.data'): Order {
  if (!isRecord(data)) throw new ResponseParseError(field);
  const uuid = textOf(data.uuid);
  if (uuid.trim() === '') throw new ResponseParseError(`${field}.uuid`);
  const lines = Array.isArray(data.lines) ? data.lines : [];
  const totals = isRecord(data.totals) ? data.totals : {};
  return {
    uuid,
    number: textOf(data.number),
    createdAt: textOf(data.createdAt),
    status: textOf(data.status),
    lines: lines.map((line, i) => readOrderLine(line, `${field}.lines[${i}]`)),
    totals: {
      subtotal: centsAt(totals, 'subtotal', `${field}.totals`),
      delivery: centsAt(totals, 'delivery', `${field}.totals`),
      total: centsAt(totals, 'total', `${field}.totals`),
    },
    shippingAddress: isRecord(data.shippingAddress) ? readOrderAddress(data.shippingAddress) : null,
    paymentMethod: textOf(data.paymentMethod),
  };
}

/** Reads the order list from an answer: a list of orders, or a `ResponseParseError`. */
export function readOrders(data: unknown, field = 'data.data'): readonly Order[] {
  if (!Array.isArray(data)) throw new ResponseParseError(field);
  return data.map((order, i) => readOrder(order, `${field}[${i}]`));
}

function readOrderLine(data: unknown, field: string): OrderLine {
  if (!isRecord(data)) throw new ResponseParseError(field);
  return {
    name: textOf(data.name),
    brand: textOf(data.brand),
    size: textOf(data.size),
    quantity: integerOf(data.quantity) ?? 0,
    unitPrice: centsAt(data, 'unitPrice', field),
    linePrice: centsAt(data, 'linePrice', field),
    image: textOf(data.image),
  };
}

function readOrderAddress(data: Record<string, unknown>): OrderAddress {
  const { isDefault: _isDefault, ...address } = readShippingAddressDraft(data);
  return address;
}

function centsAt(data: Record<string, unknown>, key: string, field: string): Cents {
  const value = data[key];
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new ResponseParseError(`${field}.${key}`);
  }
  return value;
}
