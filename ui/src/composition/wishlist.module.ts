import { ContainerModule } from 'inversify';
import {
  WishlistChangeLock,
  StartWishlist,
  AddToWishlist,
  RemoveFromWishlist,
  ToggleWishlistItem,
  ChangeWishlistItem,
  MergeGuestWishlist,
  type WishlistPorts,
} from '@fanshop/core/wishlist';
import type { ServiceIdentifier } from 'inversify';
import { hasStoredIdentity } from '@fanshop/core/session';
import { TOKENS } from '../di/tokens';
import { WishlistStore } from '../wishlist/wishlist.store';
import { QuickAddStore } from '../wishlist/quick-add.store';

const WISHLIST_PORTS = Symbol.for('WishlistPorts') as ServiceIdentifier<WishlistPorts>;

/** Wishlist use cases (sharing one change lock) and the wishlist view store. */
export function wishlistModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(WISHLIST_PORTS).toResolvedValue(
      (gateway, mergeIds, guest, logger) => ({ gateway, mergeIds, guest, logger }),
      [TOKENS.WishlistGateway, TOKENS.WishlistMergeIdStore, TOKENS.StoredSessionStatus, TOKENS.Logger],
    );
    bind(TOKENS.WishlistChangeLock).toResolvedValue(() => new WishlistChangeLock());
    bind(TOKENS.StartWishlist).toResolvedValue((p) => new StartWishlist(p), [WISHLIST_PORTS]);
    bind(TOKENS.AddToWishlist).toResolvedValue(
      (p, l) => new AddToWishlist(p, l),
      [WISHLIST_PORTS, TOKENS.WishlistChangeLock],
    );
    bind(TOKENS.RemoveFromWishlist).toResolvedValue(
      (p, l) => new RemoveFromWishlist(p, l),
      [WISHLIST_PORTS, TOKENS.WishlistChangeLock],
    );
    bind(TOKENS.ToggleWishlistItem).toResolvedValue(
      (a, r) => new ToggleWishlistItem(a, r),
      [TOKENS.AddToWishlist, TOKENS.RemoveFromWishlist],
    );
    bind(TOKENS.ChangeWishlistItem).toResolvedValue(
      (t, r, l, logger) => new ChangeWishlistItem(t, r, l, logger),
      [TOKENS.ToggleWishlistItem, TOKENS.RemoveFromWishlist, TOKENS.WishlistChangeLock, TOKENS.Logger],
    );
    bind(TOKENS.MergeGuestWishlist).toResolvedValue(
      (g, m) => new MergeGuestWishlist(g, m),
      [TOKENS.WishlistGateway, TOKENS.WishlistMergeIdStore],
    );
    // The session store needs the wishlist store (logout resets it), so the price type is read lazily.
    bind(TOKENS.WishlistStore)
      .toDynamicValue(
        (context) =>
          new WishlistStore({
            start: context.get(TOKENS.StartWishlist),
            change: context.get(TOKENS.ChangeWishlistItem),
            popups: context.get(TOKENS.HeaderPopupsStore),
            analytics: context.get(TOKENS.AnalyticsSink),
            priceType: () => context.get(TOKENS.SessionStore).priceType,
            readTile: context.get(TOKENS.WishlistTileReader),
            logger: context.get(TOKENS.Logger),
            hasIdentity: () => hasStoredIdentity(context.get(TOKENS.CredentialStore)),
          }),
      )
      .inSingletonScope();
    bind(TOKENS.QuickAddStore)
      .toResolvedValue(
        (loadProduct, cart, session, locale, logger) =>
          new QuickAddStore({
            loadProduct,
            cart,
            language: () => locale.language,
            priceType: () => session.priceType,
            logger,
          }),
        [TOKENS.LoadProduct, TOKENS.CartStore, TOKENS.SessionStore, TOKENS.LocaleStore, TOKENS.Logger],
      )
      .inSingletonScope();
  });
}
