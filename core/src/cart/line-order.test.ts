import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isDeliveryFree, keepLineOrder, type Cart } from './cart.js';
import { aCartProduct } from './testing/cart-mother.js';

function cartOf(lines: readonly [option: number, hash: string][]): Cart {
  return {
    uuid: 'c',
    products: lines.map(([option, hash]) =>
      aCartProduct({ hash, option: { id: option, quantity: 1, stock: 5 } }),
    ),
    total: { totalCartPriceFormatted: '€1.00', deliveryPriceFormatted: '€4.90' },
  };
}

const order = (cart: Cart) => cart.products.map((line) => line.option.id);

describe('the order of the lines after a change', () => {
  it('keeps a line added again (with a new hash) where the shopper saw it', () => {
    const before = cartOf([
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
    ]);
    const after = cartOf([
      [1, 'a'],
      [3, 'c'],
      [2, 'b2'],
    ]);
    expect(order(keepLineOrder(before, after))).toEqual([1, 2, 3]);
    expect(keepLineOrder(before, after).products[1]?.hash).toBe('b2');
  });

  it('tells two prints of one size apart, and puts new lines after the known ones', () => {
    const printed = (option: number, name: string | undefined, hash: string) =>
      aCartProduct({
        hash,
        option: { id: option, quantity: 1, stock: 5 },
        ...(name ? { personalisation: { name, label: name, price: 1000, priceFormatted: '€10.00' } } : {}),
      });
    const total = { totalCartPriceFormatted: '', deliveryPriceFormatted: '' };
    const before = { uuid: 'c', total, products: [printed(1, 'ALABA', 'a'), printed(1, undefined, 'b')] };
    const after = {
      uuid: 'c',
      total,
      products: [printed(9, undefined, 'n'), printed(1, undefined, 'b'), printed(1, 'ALABA', 'a2')],
    };
    expect(keepLineOrder(before, after).products.map((line) => line.hash)).toEqual(['a2', 'b', 'n']);
  });

  it('property: the lines are the new cart’s, each once, the known ones in their old order', () => {
    const lines = fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { maxLength: 8 });
    fc.assert(
      fc.property(lines, lines, (before, after) => {
        const kept = keepLineOrder(
          cartOf(before.map((o) => [o, `old-${o}`])),
          cartOf(after.map((o) => [o, `new-${o}`])),
        );
        expect([...order(kept)].sort((a, b) => a - b)).toEqual([...after].sort((a, b) => a - b));
        const known = order(kept).filter((o) => before.includes(o));
        expect(known).toEqual(before.filter((o) => after.includes(o)));
      }),
    );
  });
});

describe('a free delivery', () => {
  it('is one the API says costs 0; without an amount it is not known to be free', () => {
    expect(
      isDeliveryFree({ totalCartPriceFormatted: '', deliveryPriceFormatted: '€0.00', deliveryPrice: 0 }),
    ).toBe(true);
    expect(
      isDeliveryFree({ totalCartPriceFormatted: '', deliveryPriceFormatted: '€4.90', deliveryPrice: 490 }),
    ).toBe(false);
    expect(isDeliveryFree({ totalCartPriceFormatted: '', deliveryPriceFormatted: '€0.00' })).toBe(false);
  });
});
