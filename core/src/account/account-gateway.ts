import type { Account, PersonalData } from './account.js';
import type { Order } from './order.js';
import type { ShippingAddressDraft } from './shipping-address.js';

/** What PUT /api/v1/user/personal/ sends: the personal data without the read-only email. */
export type PersonalDataUpdate = Omit<PersonalData, 'email'>;

/** The password change form as sent to POST /api/v1/user/change-password/ (spec section 3). */
export interface PasswordChange {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly newPassword_confirmation: string;
  readonly email: string;
}

/**
 * The shop API's account calls (spec section 7), all authenticated. Adapters read the answers'
 * wire format into these entities; failures reject with an `ApiFailure` whose `errors` object holds
 * the per-field messages, and an answer that cannot be read with a `ResponseParseError`.
 */
export interface AccountGateway {
  /** GET /api/v1/user/: the account in `data.data`, or `undefined` when the answer holds none. */
  getAccount(): Promise<Account | undefined>;
  /** PUT /api/v1/user/personal/. */
  savePersonalData(data: PersonalDataUpdate): Promise<void>;
  /** DELETE /api/v1/user/; the API revokes the token. */
  deleteAccount(): Promise<void>;
  /** POST /api/v1/user/change-password/: the new token from `data.data.token`, which replaces the old. */
  changePassword(change: PasswordChange): Promise<string>;
  /** GET /api/v1/user/orders/. */
  listOrders(): Promise<readonly Order[]>;
  /** GET /api/v1/user/order/{uuid}/. */
  getOrder(uuid: string): Promise<Order>;
  /** POST /api/v1/user/address/shipping/. */
  createShippingAddress(address: ShippingAddressDraft): Promise<void>;
  /** PUT /api/v1/user/address/shipping/{uuid}/. */
  updateShippingAddress(uuid: string, address: ShippingAddressDraft): Promise<void>;
  /** DELETE /api/v1/user/address/shipping/{uuid}/. */
  deleteShippingAddress(uuid: string): Promise<void>;
}
