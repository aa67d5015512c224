import { ResponseParseError } from '../shared/errors.js';
import { flagOf, integerOf, isRecord, textOf } from './response-reading.js';

/** How an order reaches the customer (spec section 3). */
export const DELIVERY_TYPES = ['home', 'click_and_collect'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** The address fields a customer fills in; also what create and update send (spec section 7). */
export interface ShippingAddressDraft {
  readonly firstname: string;
  readonly lastname: string;
  readonly city: string;
  readonly countryId: number;
  readonly postal: string;
  readonly street: string;
  readonly streetNo: string;
  readonly deliveryType: DeliveryType;
  readonly isDefault: boolean;
}

/** A stored delivery address of the account (spec section 3). */
export interface ShippingAddress extends ShippingAddressDraft {
  readonly uuid: string;
}

/** The fields of an address to send on create or update: everything but its uuid. */
export function shippingAddressDraftOf(address: ShippingAddressDraft): ShippingAddressDraft {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    city: address.city,
    countryId: address.countryId,
    postal: address.postal,
    street: address.street,
    streetNo: address.streetNo,
    deliveryType: address.deliveryType,
    isDefault: address.isDefault,
  };
}

/** The account's default address, else its first, else `undefined`. */
export function defaultShippingAddress(addresses: readonly ShippingAddress[]): ShippingAddress | undefined {
  return addresses.find((a) => a.isDefault) ?? addresses[0];
}

/** Reads a delivery type; anything unknown is a home delivery, the shop's ordinary case. */
export function readDeliveryType(value: unknown): DeliveryType {
  return value === 'click_and_collect' ? 'click_and_collect' : 'home';
}

/** Reads the address fields of an answer, leniently (missing text is `''`, country 0). */
export function readShippingAddressDraft(data: unknown): ShippingAddressDraft {
  const raw = isRecord(data) ? data : {};
  return {
    firstname: textOf(raw.firstname),
    lastname: textOf(raw.lastname),
    city: textOf(raw.city),
    countryId: integerOf(raw.countryId) ?? 0,
    postal: textOf(raw.postal),
    street: textOf(raw.street),
    streetNo: textOf(raw.streetNo),
    deliveryType: readDeliveryType(raw.deliveryType),
    isDefault: flagOf(raw.isDefault),
  };
}

/**
 * Reads a stored address from an answer. Without a uuid it could be neither edited nor deleted, so
 * that raises a `ResponseParseError` naming `field`.
 */
export function readShippingAddress(data: unknown, field = 'address'): ShippingAddress {
  if (!isRecord(data)) throw new ResponseParseError(field);
  const uuid = textOf(data.uuid);
  if (uuid.trim() === '') throw new ResponseParseError(`${field}.uuid`);
  return { uuid, ...readShippingAddressDraft(data) };
}
