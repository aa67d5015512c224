import { ContainerModule } from 'inversify';
import { AREA } from '@fanshop/adapters/container';
import { TOKENS } from '../../di/tokens';
import { QuickAddStore } from '../../wishlist/quick-add.store';
import { COMPOSITION } from '../composition-tokens';
import { store } from '../store-bindings';

/** The wishlist page's store that puts an item in the cart in a chosen size. */
export const stores = new ContainerModule(({ bind }) => {
  store(bind, TOKENS.quickAdd, (get) => {
    const locale = get(COMPOSITION.locale);
    const session = get(TOKENS.session);
    return new QuickAddStore({
      loadProduct: get(AREA.catalog).loadProduct,
      cart: get(TOKENS.cart),
      language: () => locale.language,
      priceType: () => session.priceType,
      logger: get(TOKENS.logger),
    });
  });
});
