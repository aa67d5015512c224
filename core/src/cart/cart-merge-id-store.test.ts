import { describe, expect, it } from 'vitest';
import { rememberGuestCart } from './cart-merge-id-store.js';
import { aCart, aCartProduct } from './testing/cart-mother.js';
import { MemoryCartMergeIdStore } from './testing/memory-cart-merge-id-store.js';
import { SwitchableGuestStatus } from './testing/switchable-guest-status.js';

describe('remembering a guest cart to merge', () => {
  it('given a guest cart with lines but a blank uuid, then no id is kept', () => {
    const mergeIds = new MemoryCartMergeIdStore('cart-old');
    rememberGuestCart(
      aCart({ uuid: '', products: [aCartProduct()] }),
      new SwitchableGuestStatus(true),
      mergeIds,
    );
    expect(mergeIds.get()).toBeNull();
  });
});
