import { ApplyFilters, LoadListing, LoadProduct, LoadSitemap } from '@fanshop/core/catalog';
import { HttpListingGateway } from '../../gateways/http-listing-gateway.js';
import { HttpProductGateway } from '../../gateways/http-product-gateway.js';
import { HttpSitemapGateway } from '../../gateways/http-sitemap-gateway.js';
import type { ShopArea } from '../shop-area.js';

export interface CatalogUseCases {
  readonly loadListing: LoadListing;
  readonly loadProduct: LoadProduct;
  readonly loadSitemap: LoadSitemap;
  /** Moves the shopper to a listing's filtered address (the navigator's job). */
  readonly applyFilters: ApplyFilters;
}

/** Listings, products and the sitemap. */
export const catalogArea: ShopArea<'listing' | 'product' | 'sitemap', CatalogUseCases> = {
  overHttp: {
    listing: ({ client }) => new HttpListingGateway(client),
    product: ({ client }) => new HttpProductGateway(client),
    sitemap: ({ client }) => new HttpSitemapGateway(client),
  },
  wire: (gateways, { navigator }) => ({
    loadListing: new LoadListing(gateways.listing),
    loadProduct: new LoadProduct(gateways.product),
    loadSitemap: new LoadSitemap(gateways.sitemap),
    applyFilters: new ApplyFilters(navigator),
  }),
};
