import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ShopError } from '../shared/errors.js';
import { AddToCart } from './add-to-cart.js';
import { InMemoryCartGateway } from './testing/in-memory-cart-gateway.js';
import { MemoryCartMergeIdStore } from './testing/memory-cart-merge-id-store.js';
import { SwitchableGuestStatus } from './testing/switchable-guest-status.js';

function setUp(guest = true) {
  const gateway = new InMemoryCartGateway('cart-guest-1');
  const mergeIds = new MemoryCartMergeIdStore();
  const addToCart = new AddToCart(gateway, new SwitchableGuestStatus(guest), mergeIds);
  return { gateway, mergeIds, addToCart };
}

describe('given a guest', () => {
  it('when an option is added without an amount, then one piece is sent and the cart uuid is kept as merge id', async () => {
    const { gateway, mergeIds, addToCart } = setUp(true);

    const cart = await addToCart.execute({ productOption: 42 });

    expect(gateway.calls).toEqual(['add 42 x1']);
    expect(cart.products.map((l) => [l.option.id, l.option.quantity])).toEqual([[42, 1]]);
    expect(mergeIds.get()).toBe('cart-guest-1');
  });

  it('when related products are given, then they are sent along', async () => {
    const { gateway, addToCart } = setUp(true);
    await addToCart.execute({ productOption: 5, amount: 2, relatedProducts: [9, 10] });
    await addToCart.execute({ productOption: 6 });
    expect(gateway.addRequests).toEqual([
      { productOption: 5, amount: 2, relatedProducts: [9, 10] },
      { productOption: 6, amount: 1 },
    ]);
  });

  it('when a print is given, then it is sent along as it is; without one, none is named', async () => {
    const { gateway, addToCart } = setUp(true);
    await addToCart.execute({ productOption: 5, personalisation: { name: 'ALABA', number: 8 } });
    await addToCart.execute({ productOption: 5 });
    expect(gateway.addRequests).toEqual([
      { productOption: 5, amount: 1, personalisation: { name: 'ALABA', number: 8 } },
      { productOption: 5, amount: 1 },
    ]);
    expect(gateway.addRequests[1]).not.toHaveProperty('personalisation');
  });

  it('when the API fails, then the error is raised and no merge id is stored', async () => {
    const { gateway, mergeIds, addToCart } = setUp(true);
    gateway.failNext('add');
    await expect(addToCart.execute({ productOption: 42 })).rejects.toMatchObject({ status: 500 });
    expect(mergeIds.get()).toBeNull();
    expect(gateway.linesOf('cart-guest-1')).toEqual([]);
  });
});

describe('given a customer', () => {
  it('when an option is added, then no merge id is stored', async () => {
    const { gateway, mergeIds, addToCart } = setUp(false);
    gateway.login('cart-account');
    const cart = await addToCart.execute({ productOption: 42, amount: 3 });
    expect(cart.products[0]?.option.quantity).toBe(3);
    expect(mergeIds.get()).toBeNull();
  });
});

describe('given an amount or option that is not a positive whole number', () => {
  it('when added, then it is refused with a ShopError before any call', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.integer({ max: 0 }), fc.double({ noInteger: true }), fc.constant(Number.NaN)),
        fc.boolean(),
        async (bad, badAmount) => {
          const { gateway, addToCart } = setUp(true);
          const request = badAmount ? { productOption: 1, amount: bad } : { productOption: bad };
          const error = await addToCart.execute(request).catch((e: unknown) => e);
          expect(error).toBeInstanceOf(ShopError);
          expect((error as ShopError).code).toBe(badAmount ? 'cart-invalid-amount' : 'cart-invalid-option');
          expect(gateway.calls).toEqual([]);
        },
      ),
    );
  });
});

describe('given the edges of what may be added', () => {
  it('when option 0 is added, then it is refused naming the option; a refused amount is named too', async () => {
    const { addToCart } = setUp(true);
    await expect(addToCart.execute({ productOption: 0 })).rejects.toMatchObject({
      code: 'cart-invalid-option',
      message: 'not a product option: 0',
    });
    await expect(addToCart.execute({ productOption: 1, amount: 0 })).rejects.toMatchObject({
      code: 'cart-invalid-amount',
      message: 'not an amount to add: 0',
    });
  });

  it('when no related products are given, then the request names none at all', async () => {
    const { gateway, addToCart } = setUp(true);
    await addToCart.execute({ productOption: 6 });
    expect(Object.keys(gateway.addRequests[0] ?? {})).toEqual(['productOption', 'amount']);
  });
});
