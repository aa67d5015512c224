import type { GuestMerge } from './guest-state.js';

/**
 * After login or registration, merges a list the visitor collected as a guest (the cart or the
 * wishlist) into the account's, by the merge id stored for it, then forgets the id; `mergeStored` is
 * the list's own merge (`mergeStoredGuestCart`, `mergeStoredGuestWishlist`), which says what happens
 * without an id and on failure. It waits while a merge id is stored: the id is kept only for a
 * non-empty guest list, and a blank one counts too, so that it reaches the merge, which rejects it.
 */
export class MergeGuestList implements GuestMerge {
  constructor(
    private readonly mergeIds: { get(): string | null },
    private readonly mergeStored: () => Promise<unknown>,
  ) {}

  waiting(): boolean {
    return this.mergeIds.get() !== null;
  }

  async execute(): Promise<void> {
    await this.mergeStored();
  }
}
