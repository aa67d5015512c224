import { ContainerModule } from 'inversify';
import { AREA } from '@fanshop/adapters/container';
import { HomeStore } from '../../content/home.store';
import { TOKENS } from '../../di/tokens';
import { hydratable } from '../store-bindings';

/** The home page's store: its product rows, brands and guide teasers. */
export const stores = new ContainerModule(({ bind }) => {
  hydratable(bind, TOKENS.home, (get) => {
    const catalog = get(AREA.catalog);
    const content = get(AREA.content);
    return new HomeStore(
      {
        loadListing: catalog.loadListing,
        loadBrands: content.loadBrands,
        loadBlogListing: content.loadBlogListing,
      },
      get(TOKENS.logger),
    );
  });
});
