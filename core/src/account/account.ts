import { priceTypeForRole, type PriceType } from '../pricing/role.js';
import type { ShippingAddress } from './shipping-address.js';

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
