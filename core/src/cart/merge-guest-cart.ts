import { ShopError } from '../shared/errors';
import type { CartGateway } from './cart-gateway';
import type { CartMergeIdStore } from './cart-merge-id-store';

/**
 * After login or registration, merges the guest cart (by its stored merge id) into the account's
 * cart, then forgets the id. Does nothing when no id is stored, which is also the case when the guest
 * cart was empty (the id is only kept for a non-empty guest cart).
 *
 * When the API fails, the id stays stored and the error is raised, so the merge can be tried again
 * and no guest line is lost; the server consumes a merged guest cart, so a retry never doubles lines.
 */
export class MergeGuestCart {
  constructor(
    private readonly gateway: CartGateway,
    private readonly mergeIds: CartMergeIdStore,
  ) {}

  /** Rejects with `ShopError` `cart-merge-without-id` (and forgets it) when the stored id is blank. */
  async execute(): Promise<void> {
    const mergeUuid = this.mergeIds.get();
    if (mergeUuid === null) return;
    if (mergeUuid.trim() === '') {
      // A blank id names no cart: keeping it would only make every later merge fail the same way.
      this.mergeIds.clear();
      throw new ShopError('cart-merge-without-id', 'cart merge without a merge id');
    }
    await this.gateway.merge(mergeUuid);
    this.mergeIds.clear();
  }
}
