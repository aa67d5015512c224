import type { ShippingAddress } from './address-store';
import type { CustomerRow } from './account-store';

/** The account as `data.data` of GET /api/v1/user/ answers it (spec section 3). */
export interface AccountView {
  readonly uuid: string;
  readonly hash: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly birthday: string;
  readonly gender: string;
  readonly avatar: string;
  readonly role: string;
  readonly p4m: boolean;
  readonly verified: boolean;
  readonly addresses: { readonly shipping: readonly ShippingAddress[] };
}

export function accountView(row: CustomerRow, shipping: readonly ShippingAddress[]): AccountView {
  return {
    uuid: row.uuid,
    hash: row.hash,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    birthday: row.birthday,
    gender: row.gender,
    avatar: row.avatar,
    role: row.role,
    p4m: row.p4m === 1,
    verified: row.verified === 1,
    addresses: { shipping },
  };
}
