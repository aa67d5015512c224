import { ApplyFilters, LoadListing, LoadProduct, LoadSitemap } from '@fanshop/core/catalog';
import type { AreaWiring } from '../shop-area.js';

export interface CatalogUseCases {
  readonly loadListing: LoadListing;
  readonly loadProduct: LoadProduct;
  readonly loadSitemap: LoadSitemap;
  /** Moves the shopper to a listing's filtered address (the navigator's job). */
  readonly applyFilters: ApplyFilters;
}

/** Listings, products and the sitemap. */
export const wireCatalog: AreaWiring<'listing' | 'product' | 'sitemap', CatalogUseCases>['wire'] = (
  gateways,
  { navigator },
) => ({
  loadListing: new LoadListing(gateways.listing),
  loadProduct: new LoadProduct(gateways.product),
  loadSitemap: new LoadSitemap(gateways.sitemap),
  applyFilters: new ApplyFilters(navigator),
});
