import type { KeyValueStorage } from './key-value-storage.js';

/**
 * A guest merge id kept in storage under one key: `Cart.mergeUuid` for the cart, the wishlist's own key
 * for the wishlist. Satisfies both `CartMergeIdStore` and `WishlistMergeIdStore` of the core.
 */
export class StorageMergeIdStore {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly key: string,
  ) {}

  get(): string | null {
    const value = this.storage.getItem(this.key);
    return value === '' ? null : value;
  }

  set(mergeUuid: string): void {
    this.storage.setItem(this.key, mergeUuid);
  }

  clear(): void {
    this.storage.removeItem(this.key);
  }
}
