import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '../shared/testing/memory-logger.js';
import { CartLineStatus } from './cart.js';
import { LoadCart } from './load-cart.js';
import { InMemoryCartGateway } from './testing/in-memory-cart-gateway.js';
import { MemoryCartMergeIdStore } from './testing/memory-cart-merge-id-store.js';
import { SwitchableGuestStatus } from './testing/switchable-guest-status.js';

function setUp(guest = true, storedId: string | null = null) {
  const gateway = new InMemoryCartGateway(guest ? 'cart-guest-1' : 'cart-account');
  const mergeIds = new MemoryCartMergeIdStore(storedId);
  const logger = new MemoryLogger();
  const loadCart = new LoadCart(gateway, new SwitchableGuestStatus(guest), mergeIds, logger);
  return { gateway, mergeIds, logger, loadCart };
}

describe('given a guest whose cart holds lines', () => {
  it('when the cart loads, then it comes back with derived statuses and its uuid is kept as merge id', async () => {
    const { gateway, mergeIds, loadCart } = setUp(true);
    gateway.seed('cart-guest-1', [
      { option: 1, quantity: 1 },
      { option: 2, quantity: 2 },
    ]);
    gateway.stock.set(2, 0);

    const cart = await loadCart.execute();

    expect(gateway.calls).toEqual(['get']);
    expect(cart.uuid).toBe('cart-guest-1');
    expect(cart.products.map((l) => [l.option.id, l.status])).toEqual([
      [1, CartLineStatus.available],
      [2, CartLineStatus.unavailable],
    ]);
    expect(mergeIds.get()).toBe('cart-guest-1');
  });
});

describe('given a guest whose cart is empty', () => {
  it('when the cart loads, then a stale merge id is forgotten', async () => {
    const { mergeIds, loadCart } = setUp(true, 'cart-old');
    const cart = await loadCart.execute();
    expect(cart.products).toEqual([]);
    expect(mergeIds.get()).toBeNull();
  });
});

describe('given a customer without a stored merge id', () => {
  it('when the cart loads, then only the cart is fetched', async () => {
    const { gateway, mergeIds, loadCart } = setUp(false);
    gateway.seed('cart-account', [{ option: 7, quantity: 1 }]);
    const cart = await loadCart.execute();
    expect(gateway.calls).toEqual(['get']);
    expect(cart.uuid).toBe('cart-account');
    expect(mergeIds.get()).toBeNull();
  });
});

describe('given a customer whose guest cart was not merged at login', () => {
  it('when the cart loads, then the guest cart is merged first and the id forgotten', async () => {
    const { gateway, mergeIds, loadCart } = setUp(false, 'cart-guest-0');
    gateway
      .seed('cart-guest-0', [{ option: 3, quantity: 2 }])
      .seed('cart-account', [{ option: 7, quantity: 1 }]);

    const cart = await loadCart.execute();

    expect(gateway.calls).toEqual(['merge cart-guest-0', 'get']);
    expect(cart.products.map((l) => [l.option.id, l.option.quantity])).toEqual([
      [3, 2],
      [7, 1],
    ]);
    expect(mergeIds.get()).toBeNull();
  });

  it('when the merge fails again, then it is logged, the cart still loads and the id is kept', async () => {
    const { gateway, mergeIds, logger, loadCart } = setUp(false, 'cart-guest-0');
    gateway.seed('cart-guest-0', [{ option: 3, quantity: 2 }]);
    gateway.failNext('merge');

    const cart = await loadCart.execute();

    expect(cart.products).toEqual([]);
    expect(logger.errors).toHaveLength(1);
    expect(logger.errors[0]?.message).toBe('merging the guest cart failed; loading the cart without it');
    expect(logger.errors[0]?.details?.error).toBeDefined();
    expect(mergeIds.get()).toBe('cart-guest-0');
    expect(gateway.linesOf('cart-guest-0')).toEqual([{ option: 3, quantity: 2 }]);
  });
});

describe('given the API fails', () => {
  it('when the cart loads, then the error is raised and the merge id is untouched', async () => {
    const { gateway, mergeIds, loadCart } = setUp(true, 'cart-guest-1');
    gateway.failNext('get');
    await expect(loadCart.execute()).rejects.toMatchObject({ status: 500 });
    expect(mergeIds.get()).toBe('cart-guest-1');
  });
});
