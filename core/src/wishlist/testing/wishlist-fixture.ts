import { SwitchableGuestStatus } from '../../cart/testing/switchable-guest-status.js';
import { MemoryLogger } from '../../shared/testing/memory-logger.js';
import { mergeGuestWishlist } from '../merge-guest-wishlist.js';
import { SendWishlistChange } from '../send-wishlist-change.js';
import { StartWishlist } from '../start-wishlist.js';
import { ToggleWishlistItem } from '../toggle-wishlist-item.js';
import { WishlistChangeLock } from '../wishlist-change-lock.js';
import type { WishlistPorts } from '../wishlist-ports.js';
import { InMemoryWishlistGateway } from './in-memory-wishlist-gateway.js';
import { MemoryWishlistMergeIdStore } from './memory-wishlist-merge-id-store.js';

/** Every wishlist use case wired to in-memory fakes, as the composition root wires the real ones. */
export function wishlistFixture({
  guest = true,
  storedId = null as string | null,
  current = 'wl-guest-1',
} = {}) {
  const gateway = new InMemoryWishlistGateway(current);
  const mergeIds = new MemoryWishlistMergeIdStore(storedId);
  const guestStatus = new SwitchableGuestStatus(guest);
  const logger = new MemoryLogger();
  const ports: WishlistPorts = { gateway, mergeIds, guest: guestStatus, logger };
  const lock = new WishlistChangeLock();
  const add = new SendWishlistChange('add', ports, lock);
  const remove = new SendWishlistChange('remove', ports, lock);
  return {
    gateway,
    mergeIds,
    guestStatus,
    logger,
    lock,
    add,
    remove,
    toggle: new ToggleWishlistItem(add, remove),
    start: new StartWishlist(ports),
    merge: mergeGuestWishlist(gateway, mergeIds),
  };
}
