import type { Account } from '../account.js';
import type { AccountGateway, PasswordChange, PersonalDataUpdate } from '../account-gateway.js';
import type { Order } from '../order.js';
import type { ShippingAddress, ShippingAddressDraft } from '../shipping-address.js';
import { AccountMother } from './account-mother.js';

type Method = keyof AccountGateway;

/**
 * The account API in memory. Address writes change the stored account as the server would (a new
 * default un-marks the others), so a refetch shows them. `failures` makes one method reject.
 */
export class FakeAccountGateway implements AccountGateway {
  account: Account | undefined = AccountMother.customer();
  orders: Order[] = [];
  nextToken = 'token-after-change';
  readonly failures = new Map<Method, unknown>();
  readonly calls: { method: Method; args: unknown[] }[] = [];
  private nextAddress = 1;

  /** How often `method` was called. */
  count(method: Method): number {
    return this.calls.filter((c) => c.method === method).length;
  }

  async getAccount(): Promise<Account | undefined> {
    this.enter('getAccount');
    return this.account;
  }

  async savePersonalData(data: PersonalDataUpdate): Promise<void> {
    this.enter('savePersonalData', data);
    if (this.account) this.account = { ...this.account, ...data };
  }

  async deleteAccount(): Promise<void> {
    this.enter('deleteAccount');
    this.account = undefined;
  }

  async changePassword(change: PasswordChange): Promise<string> {
    this.enter('changePassword', change);
    return this.nextToken;
  }

  async listOrders(): Promise<readonly Order[]> {
    this.enter('listOrders');
    return this.orders;
  }

  async getOrder(uuid: string): Promise<Order> {
    this.enter('getOrder', uuid);
    const order = this.orders.find((o) => o.uuid === uuid);
    if (!order) throw { status: 404, data: { message: 'Not Found' } };
    return order;
  }

  async createShippingAddress(address: ShippingAddressDraft): Promise<void> {
    this.enter('createShippingAddress', address);
    this.storeAddress({ ...address, uuid: `addr-new-${this.nextAddress++}` });
  }

  async updateShippingAddress(uuid: string, address: ShippingAddressDraft): Promise<void> {
    this.enter('updateShippingAddress', uuid, address);
    this.storeAddress({ ...address, uuid });
  }

  async deleteShippingAddress(uuid: string): Promise<void> {
    this.enter('deleteShippingAddress', uuid);
    this.withAddresses((all) => all.filter((a) => a.uuid !== uuid));
  }

  private enter(method: Method, ...args: unknown[]): void {
    this.calls.push({ method, args });
    if (this.failures.has(method)) throw this.failures.get(method);
  }

  private storeAddress(address: ShippingAddress): void {
    this.withAddresses((all) => {
      const others = all
        .filter((a) => a.uuid !== address.uuid)
        .map((a) => (address.isDefault ? { ...a, isDefault: false } : a));
      const index = all.findIndex((a) => a.uuid === address.uuid);
      if (index < 0) return [...others, address];
      return [...others.slice(0, index), address, ...others.slice(index)];
    });
  }

  private withAddresses(change: (all: readonly ShippingAddress[]) => ShippingAddress[]): void {
    if (!this.account) return;
    this.account = { ...this.account, addresses: { shipping: change(this.account.addresses.shipping) } };
  }
}
