import type { DeliveryType } from '../shared/delivery-type.js';

export { DELIVERY_TYPES, type DeliveryType } from '../shared/delivery-type.js';

/** Who and where a parcel goes, and how: what a stored address and an ordered one both hold. */
export interface PostalAddress {
  readonly firstname: string;
  readonly lastname: string;
  readonly city: string;
  readonly countryId: number;
  readonly postal: string;
  readonly street: string;
  readonly streetNo: string;
  readonly deliveryType: DeliveryType;
}

/** The address fields a customer fills in; also what create and update send (spec section 7). */
export interface ShippingAddressDraft extends PostalAddress {
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
