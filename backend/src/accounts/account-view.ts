import type { Account, ShippingAddress } from '@fanshop/core/account';
import type { CustomerRow } from './account-store';

/**
 * The account as `data.data` of GET /api/v1/user/ answers it: the shop's account (spec section 3,
 * core's `Account`) with the customer's uuid and user hash.
 */
export interface AccountView extends Account {
  readonly uuid: string;
  readonly hash: string;
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
