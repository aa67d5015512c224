import {
  ChangeWishlistItem,
  SendWishlistChange,
  StartWishlist,
  ToggleWishlistItem,
  WishlistChangeLock,
} from '@fanshop/core/wishlist';
import type { AreaWiring } from '../shop-area.js';

export interface WishlistUseCases {
  /** Loads the list, merging a guest list that waits after a login. */
  readonly start: StartWishlist;
  readonly add: SendWishlistChange;
  readonly remove: SendWishlistChange;
  /** A heart or remove button as the shopper sees it: shown at once, rolled back when refused. */
  readonly change: ChangeWishlistItem;
}

/** The wishlist; its changes share one lock, so a heart pressed twice sends in order. */
export const wireWishlist: AreaWiring<'wishlist', WishlistUseCases>['wire'] = (
  { wishlist },
  { identity, logger },
) => {
  const ports = { gateway: wishlist, mergeIds: identity.wishlistMergeIds, guest: identity.status, logger };
  const lock = new WishlistChangeLock();
  const add = new SendWishlistChange('add', ports, lock);
  const remove = new SendWishlistChange('remove', ports, lock);
  return {
    start: new StartWishlist(ports),
    add,
    remove,
    change: new ChangeWishlistItem(new ToggleWishlistItem(add, remove), remove, lock, logger),
  };
};
