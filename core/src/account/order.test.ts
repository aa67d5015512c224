import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderPieceCount } from './order.js';
import { OrderMother } from './testing/account-mother.js';

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
