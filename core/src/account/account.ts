import { priceTypeForRole, type PriceType } from '../pricing/role.js';
import { ResponseParseError } from '../shared/errors.js';
import { flagOf, isRecord, textOf } from './response-reading.js';
import { readShippingAddress, type ShippingAddress } from './shipping-address.js';

/** A customer's gender as the account stores it (spec section 3); `''` when not given. */
export const USER_GENDERS = ['male', 'female', 'divers', ''] as const;
export type UserGender = (typeof USER_GENDERS)[number];

/** The personal data the account-details form shows; the email is read-only there. */
export interface PersonalData {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  /** As the API sends it (an ISO date `YYYY-MM-DD`), or `''`. */
  readonly birthday: string;
  readonly gender: UserGender;
}

/** The user (spec section 3): personal data and an avatar. */
export interface User extends PersonalData {
  /** An image URL, or `''`. */
  readonly avatar: string;
}

/** The account answer of GET /api/v1/user/ (`data.data`): the user plus role, flags and addresses. */
export interface Account extends User {
  /** Sets the price type (spec section 6); kept raw, read through `accountPriceType`. */
  readonly role: string;
  readonly p4m: boolean;
  readonly verified: boolean;
  readonly addresses: { readonly shipping: readonly ShippingAddress[] };
}

/** Reads a gender; anything else is `''` (not given). */
export function readUserGender(value: unknown): UserGender {
  return value === 'male' || value === 'female' || value === 'divers' ? value : '';
}

/** The price type the account's role gives; unknown or missing roles see `vk`. */
export function accountPriceType(account: Pick<Account, 'role'>): PriceType {
  return priceTypeForRole(account.role);
}

/**
 * Reads the account from the `data.data` of GET /api/v1/user/. Missing account data raises
 * `ResponseParseError` ('failed to parse the server response', spec section 8). Other fields are
 * read leniently; stored addresses without a uuid are skipped, as they cannot be edited.
 */
export function readAccount(data: unknown): Account {
  if (!isRecord(data)) throw new ResponseParseError('data.data');
  const addresses = isRecord(data.addresses) ? data.addresses : {};
  const shipping = Array.isArray(addresses.shipping) ? addresses.shipping : [];
  return {
    firstName: textOf(data.firstName),
    lastName: textOf(data.lastName),
    email: textOf(data.email),
    phone: textOf(data.phone),
    birthday: textOf(data.birthday),
    gender: readUserGender(data.gender),
    avatar: textOf(data.avatar),
    role: textOf(data.role),
    p4m: flagOf(data.p4m),
    verified: flagOf(data.verified),
    addresses: { shipping: shipping.flatMap(readableAddress) },
  };
}

function readableAddress(data: unknown): ShippingAddress[] {
  try {
    return [readShippingAddress(data)];
  } catch {
    return [];
  }
}
