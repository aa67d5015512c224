import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ShopError } from '../shared/errors.js';
import type { CartProduct } from './cart.js';
import type { CartGateway } from './cart-gateway.js';
import {
  ChangeLineQuantity,
  LINE_QUANTITY_MAX,
  lineQuantityRange,
  quantityChangeSteps,
} from './change-line-quantity.js';
import { aCartProduct } from './testing/cart-mother.js';
import { hashOf, InMemoryCartGateway, serverError } from './testing/in-memory-cart-gateway.js';

function setUp(quantity = 2, stock = 5) {
  const gateway = new InMemoryCartGateway('cart-1').seed('cart-1', [{ option: 7, quantity }]);
  gateway.stock.set(7, stock);
  const line = (): CartProduct => {
    const stored = gateway.linesOf('cart-1').find((l) => l.option === 7);
    return aCartProduct({ hash: hashOf(7), option: { id: 7, quantity: stored?.quantity ?? 0, stock } });
  };
  return { gateway, line, change: new ChangeLineQuantity(gateway) };
}

describe('the quantities a line can take', () => {
  it('run from 1 to its stock, at most 99', () => {
    expect(lineQuantityRange(aCartProduct({ option: { id: 1, quantity: 1, stock: 4 } }))).toEqual({
      min: 1,
      max: 4,
    });
    expect(lineQuantityRange(aCartProduct({ option: { id: 1, quantity: 1, stock: 500 } })).max).toBe(
      LINE_QUANTITY_MAX,
    );
  });
});

describe('the calls that change a quantity', () => {
  const printed = aCartProduct({
    hash: 'h-1',
    option: { id: 7, quantity: 3, stock: 9 },
    relatedProducts: [12],
    personalisation: { name: 'ALABA', number: 8, label: 'ALABA · 8', price: 1800, priceFormatted: '€18.00' },
  });

  it('add the difference to the same option and print when the quantity grows', () => {
    expect(quantityChangeSteps(printed, 5)).toEqual([
      {
        kind: 'add',
        request: {
          productOption: 7,
          amount: 2,
          relatedProducts: [12],
          personalisation: { name: 'ALABA', number: 8 },
        },
      },
    ]);
  });

  it('remove the line and add it again with the new quantity when it shrinks', () => {
    expect(quantityChangeSteps(printed, 1)).toEqual([
      { kind: 'remove', hash: 'h-1' },
      {
        kind: 'add',
        request: {
          productOption: 7,
          amount: 1,
          relatedProducts: [12],
          personalisation: { name: 'ALABA', number: 8 },
        },
      },
    ]);
  });

  it('are none when nothing changes, and refuse 0, fractions and more than the stock', () => {
    expect(quantityChangeSteps(printed, 3)).toEqual([]);
    for (const bad of [0, -1, 2.5, Number.NaN, 10, 100]) {
      expect(() => quantityChangeSteps(printed, bad), String(bad)).toThrow(ShopError);
    }
  });
});

describe('changing a quantity', () => {
  it('given more pieces, then the line grows by one add', async () => {
    const { gateway, line, change } = setUp(2);

    const cart = await change.execute(line(), 4);

    expect(gateway.calls).toEqual(['add 7 x2']);
    expect(cart.products[0]?.option.quantity).toBe(4);
  });

  it('given fewer pieces, then the line is removed and added again with the new quantity', async () => {
    const { gateway, line, change } = setUp(4);

    const cart = await change.execute(line(), 1);

    expect(gateway.calls).toEqual([`remove ${hashOf(7)}`, 'add 7 x1']);
    expect(cart.products[0]?.option.quantity).toBe(1);
  });

  it('given the add after the removal fails, then the line is put back as it was and the failure is answered', async () => {
    const { gateway, line, change } = setUp(4);
    const failure = serverError(503);
    gateway.failNext('add', failure);

    await expect(change.execute(line(), 1)).rejects.toBe(failure);

    expect(gateway.linesOf('cart-1')).toEqual([{ option: 7, quantity: 4 }]);
  });

  it('given the line cannot be put back either, then the shopper is told it is gone', async () => {
    const { gateway, line } = setUp(4);
    const failing: CartGateway = {
      get: () => gateway.get(),
      remove: (hash) => gateway.remove(hash),
      merge: (uuid) => gateway.merge(uuid),
      add: () => Promise.reject(serverError(503)),
    };

    await expect(new ChangeLineQuantity(failing).execute(line(), 1)).rejects.toMatchObject({
      code: 'cart-line-lost',
    });
  });

  it('property: after a change the line holds the new quantity, or, when a call failed, the old one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        fc.constantFrom('none', 'add', 'remove'),
        async (from, to, failing) => {
          const { gateway, line, change } = setUp(from, 9);
          if (failing !== 'none') gateway.failNext(failing as 'add' | 'remove');
          const changed = await change.execute(line(), to).then(
            () => true,
            () => false,
          );
          const held = gateway.linesOf('cart-1').find((l) => l.option === 7)?.quantity;
          expect(held).toBe(changed ? to : from);
        },
      ),
    );
  });
});
