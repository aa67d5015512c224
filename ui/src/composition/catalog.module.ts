import { ContainerModule } from 'inversify';
import { LoadListing, LoadProduct, ApplyFilters, LoadSitemap } from '@fanshop/core/catalog';
import { TOKENS } from '../di/tokens';
import { bindHydratable } from './bind-hydratable';
import { CatalogAnalytics } from '../catalog/catalog-analytics';
import { ListingStore } from '../catalog/listing.store';
import { ProductStore } from '../catalog/product.store';

/** Listing, product and sitemap use cases and their view stores. */
export function catalogModule(): ContainerModule {
  return new ContainerModule((options) => {
    const { bind } = options;
    bind(TOKENS.LoadListing).toResolvedValue((g) => new LoadListing(g), [TOKENS.ListingGateway]);
    bind(TOKENS.LoadProduct).toResolvedValue((g) => new LoadProduct(g), [TOKENS.ProductGateway]);
    // The server's sitemap.xml only; never resolved in the browser.
    bind(TOKENS.LoadSitemap).toResolvedValue((g) => new LoadSitemap(g), [TOKENS.SitemapGateway]);
    bind(TOKENS.ApplyFilters).toResolvedValue((n) => new ApplyFilters(n), [TOKENS.Navigator]);
    bind(TOKENS.CatalogAnalytics).toResolvedValue(
      (sink, session) => new CatalogAnalytics(sink, () => session.priceType),
      [TOKENS.AnalyticsSink, TOKENS.SessionStore],
    );
    bind(TOKENS.ListingStore).toResolvedValue(
      (load, apply, session, logger) => new ListingStore(load, apply, session, logger),
      [TOKENS.LoadListing, TOKENS.ApplyFilters, TOKENS.SessionStore, TOKENS.Logger],
    );
    bindHydratable(options, TOKENS.ListingStore);
    // The cart store is resolved on the first add only: server renders of product pages never need it.
    bind(TOKENS.ProductStore)
      .toDynamicValue(
        (context) =>
          new ProductStore(
            context.get(TOKENS.LoadProduct),
            {
              // A successful add shows the cart popup with the new line.
              add: async (request) => {
                await context.get(TOKENS.CartStore).add({ id: request.productOption }, request.amount ?? 1);
                context.get(TOKENS.HeaderPopupsStore).open('cart');
              },
            },
            context.get(TOKENS.SessionStore),
            context.get(TOKENS.CatalogAnalytics),
            context.get(TOKENS.Logger),
          ),
      )
      .inSingletonScope();
    bindHydratable(options, TOKENS.ProductStore);
  });
}
