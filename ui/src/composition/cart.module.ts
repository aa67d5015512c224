import { ContainerModule } from 'inversify';
import { LoadCart, AddToCart, RemoveCartLine, MergeGuestCart } from '@fanshop/core/cart';
import { hasStoredIdentity } from '@fanshop/core/session';
import { TOKENS } from '../di/tokens';
import { CartStore } from '../cart/cart.store';

/** Cart use cases and the cart view store. */
export function cartModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.LoadCart).toResolvedValue(
      (g, s, m, l) => new LoadCart(g, s, m, l),
      [TOKENS.CartGateway, TOKENS.StoredSessionStatus, TOKENS.CartMergeIdStore, TOKENS.Logger],
    );
    bind(TOKENS.AddToCart).toResolvedValue(
      (g, s, m) => new AddToCart(g, s, m),
      [TOKENS.CartGateway, TOKENS.StoredSessionStatus, TOKENS.CartMergeIdStore],
    );
    // One instance per shopper: it holds the lock of the pending removal.
    bind(TOKENS.RemoveCartLine).toResolvedValue(
      (g, s, m, sch, n) => new RemoveCartLine(g, s, m, sch, n),
      [
        TOKENS.CartGateway,
        TOKENS.StoredSessionStatus,
        TOKENS.CartMergeIdStore,
        TOKENS.Scheduler,
        TOKENS.Navigator,
      ],
    );
    bind(TOKENS.MergeGuestCart).toResolvedValue(
      (g, m) => new MergeGuestCart(g, m),
      [TOKENS.CartGateway, TOKENS.CartMergeIdStore],
    );
    // The session store needs the cart store (logout resets it), so the price type is read lazily.
    bind(TOKENS.CartStore)
      .toDynamicValue(
        (context) =>
          new CartStore({
            load: context.get(TOKENS.LoadCart),
            add: context.get(TOKENS.AddToCart),
            removeLine: context.get(TOKENS.RemoveCartLine),
            analytics: context.get(TOKENS.AnalyticsSink),
            priceType: () => context.get(TOKENS.SessionStore).priceType,
            logger: context.get(TOKENS.Logger),
            hasIdentity: () => hasStoredIdentity(context.get(TOKENS.CredentialStore)),
          }),
      )
      .inSingletonScope();
  });
}
