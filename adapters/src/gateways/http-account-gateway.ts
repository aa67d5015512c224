import {
  type Account,
  type AccountGateway,
  EDITABLE_PERSONAL_DATA_FIELDS,
  type PasswordChange,
  type PersonalDataUpdate,
  type Order,
  shippingAddressDraftOf,
  type ShippingAddressDraft,
} from '@fanshop/core/account';
import type { HttpClient, RequestOptions } from '../http/http-client.js';
import { parse } from './parse.js';
import { assetUrl } from './asset-url.js';
import { bodyOf } from './request-body.js';
import { accountAnswer, orderAnswer, ordersAnswer, passwordChangeAnswer } from './schemas/account.js';

/** Every account call needs a customer's token; a guest is refused before sending (spec section 8). */
const AUTHENTICATED: RequestOptions = { auth: 'required' };

/** The shop API's account, order and address calls (spec section 7). */
export class HttpAccountGateway implements AccountGateway {
  constructor(private readonly http: HttpClient) {}

  async getAccount(): Promise<Account | undefined> {
    const body = await this.http.get<unknown>('/api/v1/user/', AUTHENTICATED);
    // No account data: the core's `LoadAccount` turns this into 'failed to parse the server response'.
    return parse(accountAnswer, body, 'data').data ?? undefined;
  }

  async savePersonalData(data: PersonalDataUpdate): Promise<void> {
    await this.http.put('/api/v1/user/personal/', bodyOf(data, EDITABLE_PERSONAL_DATA_FIELDS), AUTHENTICATED);
  }

  async deleteAccount(): Promise<void> {
    // The token dies with the account: nothing read with it may be shared afterwards.
    await this.http.delete('/api/v1/user/', { ...AUTHENTICATED, invalidatesReads: true });
  }

  async changePassword(change: PasswordChange): Promise<string> {
    const body = await this.http.post<unknown>(
      '/api/v1/user/change-password/',
      bodyOf(change, ['oldPassword', 'newPassword', 'newPassword_confirmation', 'email']),
      { ...AUTHENTICATED, invalidatesReads: true },
    );
    return parse(passwordChangeAnswer, body, 'data').data.token;
  }

  async listOrders(): Promise<readonly Order[]> {
    const body = await this.http.get<unknown>('/api/v1/user/orders/', AUTHENTICATED);
    return parse(ordersAnswer, body, 'data').data.map((order) => this.withImageUrls(order));
  }

  async getOrder(uuid: string): Promise<Order> {
    const body = await this.http.get<unknown>(
      `/api/v1/user/order/${encodeURIComponent(uuid)}/`,
      AUTHENTICATED,
    );
    return this.withImageUrls(parse(orderAnswer, body, 'data').data);
  }

  async createShippingAddress(address: ShippingAddressDraft): Promise<void> {
    await this.http.post('/api/v1/user/address/shipping/', shippingAddressDraftOf(address), AUTHENTICATED);
  }

  async updateShippingAddress(uuid: string, address: ShippingAddressDraft): Promise<void> {
    await this.http.put(
      `/api/v1/user/address/shipping/${encodeURIComponent(uuid)}/`,
      shippingAddressDraftOf(address),
      AUTHENTICATED,
    );
  }

  async deleteShippingAddress(uuid: string): Promise<void> {
    await this.http.delete(`/api/v1/user/address/shipping/${encodeURIComponent(uuid)}/`, AUTHENTICATED);
  }

  /** A line's picture is a path on the API host, as on every other line and tile of the shop. */
  private withImageUrls(order: Order): Order {
    const base = this.http.baseUrl;
    return {
      ...order,
      lines: order.lines.map((line) => (line.image ? { ...line, image: assetUrl(base, line.image) } : line)),
    };
  }
}
