import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ResponseParseError } from '@fanshop/core/shared';
import { AccountMother, OrderMother } from '@fanshop/core/testing';
import { parse } from '../parse.js';
import { account, accountAnswer, order, ordersAnswer, storedShippingAddress } from './account.js';

const readAccount = (data: unknown) => parse(account, data, 'data.data');
const readOrder = (data: unknown) => parse(order, data, 'data.data');
const readOrders = (body: unknown) => parse(ordersAnswer, body, 'data').data;
const readShippingAddress = (data: unknown) => parse(storedShippingAddress, data, 'address');

describe('given the data.data of the account answer', () => {
  it('when it is missing, then there is no account; when it is not an object, then it fails with "failed to parse the server response"', () => {
    expect(parse(accountAnswer, { data: null }, 'data').data).toBeNull();
    expect(parse(accountAnswer, {}, 'data').data).toBeUndefined();
    for (const data of ['user', [], 42]) {
      expect(() => parse(accountAnswer, { data }, 'data')).toThrow(ResponseParseError);
    }
    expect(() => parse(accountAnswer, { data: 'user' }, 'data')).toThrow(
      'failed to parse the server response: data.data',
    );
  });

  it('when it is a full account, then every field is read as sent', () => {
    const customer = AccountMother.customer({
      role: 'premium',
      p4m: true,
      avatar: '/a.png',
      gender: 'divers',
    });
    expect(readAccount(JSON.parse(JSON.stringify(customer)))).toEqual(customer);
  });

  it('when optional fields are null or odd, then they read as empty, flags as booleans and gender as one of the four', () => {
    const read = readAccount({
      firstName: null,
      phone: 6601234567,
      gender: 'other',
      p4m: 1,
      verified: '0',
      addresses: { shipping: [{ uuid: 'a1', countryId: '14', isDefault: '1' }, { city: 'no uuid' }, null] },
    });
    expect(read).toMatchObject({
      firstName: '',
      phone: '6601234567',
      gender: '',
      p4m: true,
      verified: false,
    });
    expect(read.addresses.shipping).toHaveLength(1);
    expect(read.addresses.shipping[0]).toMatchObject({
      uuid: 'a1',
      countryId: 14,
      isDefault: true,
      deliveryType: 'home',
    });
  });

  it('when read again, then reading changes nothing (for any input that reads at all)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.object()), (data) => {
        let once;
        try {
          once = readAccount(data);
        } catch (error) {
          return error instanceof ResponseParseError;
        }
        expect(readAccount(once)).toEqual(once);
        return true;
      }),
    );
  });
});

describe('given an address in an answer', () => {
  it('when it has no uuid, then it cannot be read', () => {
    expect(() => readShippingAddress({ city: 'Wien' })).toThrow(ResponseParseError);
    expect(() => readShippingAddress({ city: 'Wien' })).toThrow('address.uuid');
  });

  it('when the delivery type is click and collect, then it is kept; anything else is home', () => {
    expect(readShippingAddress({ uuid: 'a', deliveryType: 'click_and_collect' }).deliveryType).toBe(
      'click_and_collect',
    );
    expect(readShippingAddress({ uuid: 'a', deliveryType: 'drone' }).deliveryType).toBe('home');
  });
});

describe('given an order in an answer', () => {
  it('when it is complete, then it reads as sent', () => {
    const placed = OrderMother.placed();
    expect(readOrder(JSON.parse(JSON.stringify(placed)))).toEqual(placed);
  });

  it('when it has no uuid, then it is a parse error naming the field', () => {
    expect(() => readOrder({ ...OrderMother.placed(), uuid: '' })).toThrow('data.data.uuid');
  });

  it('when an amount is a decimal, then it is refused rather than read as cents', () => {
    const inEuros = { ...OrderMother.placed(), totals: { subtotal: 179.98, delivery: 4.95, total: 184.93 } };
    expect(() => readOrder(inEuros)).toThrow('data.data.totals.subtotal');
  });

  it('when it names its printable invoice, then a web address is kept and anything else is dropped', () => {
    const invoiceUrl = 'https://checkout.fanshop.example/invoice/o/';
    expect(readOrder({ ...OrderMother.placed(), invoiceUrl }).invoiceUrl).toBe(invoiceUrl);
    for (const bad of ['javascript:alert(1)', '/invoice/o/', 42, null]) {
      expect(readOrder({ ...OrderMother.placed(), invoiceUrl: bad })).not.toHaveProperty('invoiceUrl');
    }
    expect(readOrder(OrderMother.placed())).not.toHaveProperty('invoiceUrl');
  });

  it('when it has no shipping address or lines, then they read as none', () => {
    const read = readOrder({ uuid: 'o', totals: { subtotal: 0, delivery: 0, total: 0 } });
    expect(read.shippingAddress).toBeNull();
    expect(read.lines).toEqual([]);
  });
});

describe('given the order list answer', () => {
  it('when it is a list, then each order is read; otherwise it is a parse error', () => {
    expect(
      readOrders({ data: [OrderMother.placed(), OrderMother.placed({ uuid: 'order-2' })] }).map(
        (o) => o.uuid,
      ),
    ).toEqual(['order-1', 'order-2']);
    expect(() => readOrders({ data: { orders: [] } })).toThrow(ResponseParseError);
  });

  it('when read again, then reading changes nothing (for any input that reads at all)', () => {
    const looksLikeOrder = fc.record({
      uuid: fc.oneof(fc.string(), fc.constant('o-1')),
      number: fc.anything(),
      totals: fc.record({
        subtotal: fc.integer(),
        delivery: fc.integer(),
        total: fc.oneof(fc.integer(), fc.double()),
      }),
      lines: fc.array(
        fc.record({ quantity: fc.anything(), unitPrice: fc.integer(), linePrice: fc.integer() }),
      ),
      shippingAddress: fc.anything(),
    });
    fc.assert(
      fc.property(fc.oneof(fc.anything(), looksLikeOrder), (data) => {
        let once;
        try {
          once = readOrder(data);
        } catch (error) {
          return error instanceof ResponseParseError;
        }
        expect(readOrder(once)).toEqual(once);
        return true;
      }),
    );
  });
});
