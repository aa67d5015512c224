import { ContainerModule } from 'inversify';
import { LoadListing } from '@fanshop/core/catalog/load-listing';
import { LoadProduct } from '@fanshop/core/catalog/load-product';
import { ApplyFilters } from '@fanshop/core/catalog/apply-filters';
import { TOKENS } from '../di/tokens';

/** Listing and product use cases and their view stores. */
export function catalogModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(TOKENS.LoadListing).toResolvedValue((g) => new LoadListing(g), [TOKENS.ListingGateway]);
    bind(TOKENS.LoadProduct).toResolvedValue((g) => new LoadProduct(g), [TOKENS.ProductGateway]);
    bind(TOKENS.ApplyFilters).toResolvedValue((n) => new ApplyFilters(n), [TOKENS.Navigator]);
  });
}
