import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ResponseParseError } from '../shared/errors.js';
import { orderPieceCount, readOrder, readOrders } from './order.js';
import { OrderMother } from './testing/account-mother.js';

describe('given an order in an answer', () => {
  it('when it is complete, then it reads as sent', () => {
    const order = OrderMother.placed();
    expect(readOrder(JSON.parse(JSON.stringify(order)))).toEqual(order);
  });

  it('when it has no uuid, then it is a parse error naming the field', () => {
    expect(() => readOrder({ ...OrderMother.placed(), uuid: '' })).toThrow('data.data.uuid');
  });

  it('when an amount is a decimal, then it is refused rather than read as cents', () => {
    const inEuros = { ...OrderMother.placed(), totals: { subtotal: 179.98, delivery: 4.95, total: 184.93 } };
    expect(() => readOrder(inEuros)).toThrow('data.data.totals.subtotal');
  });

  it('when it has no shipping address or lines, then they read as none', () => {
    const order = readOrder({ uuid: 'o', totals: { subtotal: 0, delivery: 0, total: 0 } });
    expect(order.shippingAddress).toBeNull();
    expect(order.lines).toEqual([]);
  });
});

describe('given the order list answer', () => {
  it('when it is a list, then each order is read; otherwise it is a parse error', () => {
    expect(
      readOrders([OrderMother.placed(), OrderMother.placed({ uuid: 'order-2' })]).map((o) => o.uuid),
    ).toEqual(['order-1', 'order-2']);
    expect(() => readOrders({ orders: [] })).toThrow(ResponseParseError);
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

describe('the pieces of an order', () => {
  it('are the quantities of its lines added up; an order without lines holds none', () => {
    const order = OrderMother.placed();
    expect(orderPieceCount(order)).toBe(order.lines.reduce((sum, line) => sum + line.quantity, 0));
    expect(orderPieceCount({ lines: [] })).toBe(0);
  });

  it('for any lines, adding a line adds its quantity', () => {
    const line = OrderMother.placed().lines[0]!;
    fc.assert(
      fc.property(fc.array(fc.nat(99)), fc.nat(99), (quantities, more) => {
        const lines = quantities.map((quantity) => ({ ...line, quantity }));
        expect(orderPieceCount({ lines: [...lines, { ...line, quantity: more }] })).toBe(
          orderPieceCount({ lines }) + more,
        );
      }),
    );
  });
});
