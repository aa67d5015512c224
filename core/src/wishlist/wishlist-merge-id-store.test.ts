import { describe, expect, it } from 'vitest';
import { SwitchableGuestStatus } from '../cart/testing/switchable-guest-status.js';
import { rememberGuestWishlist } from './wishlist-merge-id-store.js';
import { MemoryWishlistMergeIdStore } from './testing/memory-wishlist-merge-id-store.js';
import { aWishlist } from './testing/wishlist-mother.js';

describe('remembering a guest wishlist to merge', () => {
  it('given a guest wishlist with products but no uuid, then the id stored before stays', () => {
    const mergeIds = new MemoryWishlistMergeIdStore('wl-old');
    rememberGuestWishlist(aWishlist([1, 2], null), new SwitchableGuestStatus(true), mergeIds);
    expect(mergeIds.get()).toBe('wl-old');
  });
});
