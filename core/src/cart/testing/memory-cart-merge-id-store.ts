import type { CartMergeIdStore } from '../cart-merge-id-store.js';

/** The merge id kept in memory instead of localStorage. */
export class MemoryCartMergeIdStore implements CartMergeIdStore {
  constructor(public value: string | null = null) {}
  get(): string | null {
    return this.value;
  }
  set(mergeUuid: string): void {
    this.value = mergeUuid;
  }
  clear(): void {
    this.value = null;
  }
}
