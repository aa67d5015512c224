import { ContainerModule } from 'inversify';
import { AREA } from '@fanshop/adapters/container';
import { ListingStore } from '../../catalog/listing.store';
import { TOKENS } from '../../di/tokens';
import { hydratable } from '../store-bindings';

/** The listing's store (categories, brands, search), with the filter rules it brings. */
export const stores = new ContainerModule(({ bind }) => {
  hydratable(bind, TOKENS.listing, (get) => {
    const catalog = get(AREA.catalog);
    return new ListingStore(
      catalog.loadListing,
      catalog.applyFilters,
      get(TOKENS.session),
      get(TOKENS.logger),
      get(TOKENS.scheduler),
    );
  });
});
