import { ContainerModule } from 'inversify';
import { AREA } from '@fanshop/adapters/container';
import { ProductStore } from '../../catalog/product.store';
import { TOKENS } from '../../di/tokens';
import { COMPOSITION } from '../composition-tokens';
import { hydratable } from '../store-bindings';

/** The product page's store, with the personalisation it offers. */
export const stores = new ContainerModule(({ bind }) => {
  hydratable(bind, TOKENS.product, (get) => {
    // The cart store is made on the first add only: server renders of product pages never need it.
    const resolver = get(COMPOSITION.resolver);
    const cart = () => resolver.get('cart');
    const popups = get(TOKENS.headerPopups);
    return new ProductStore(
      get(AREA.catalog).loadProduct,
      {
        // A successful add shows the cart popup with the new line.
        add: async (request) => {
          await cart().add(
            { id: request.productOption },
            request.amount ?? 1,
            undefined,
            request.personalisation,
          );
          popups.open('cart');
        },
      },
      get(TOKENS.session),
      get(TOKENS.catalogAnalytics),
      get(TOKENS.logger),
    );
  });
});
